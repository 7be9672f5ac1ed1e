// The files a slide refers to, bundled as Slidev bundles them: an image written relative to the
// Markdown file (`./images/a.png`, `assets/b.svg`, in Markdown or HTML, or as the frontmatter's
// `image` / `background`) is imported, so Vite copies it into the build under a hashed name; one
// under `/` is the talk's public/ folder and stays as written; with `remoteAssets`, one on another
// host is downloaded at build time (remote-assets.ts). A relative file that is not there is said.
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { downloadRemoteAsset, isRemoteUrl } from './remote-assets.ts';

/** Attributes that name a file to show, by element. */
const ASSET_ATTRIBUTES: Record<string, readonly string[]> = {
  img: ['src'],
  video: ['src', 'poster'],
  audio: ['src'],
  source: ['src'],
  track: ['src'],
  image: ['href'],
  embed: ['src'],
};

export const isAssetAttribute = (tag: string, attribute: string) => ASSET_ATTRIBUTES[tag.toLowerCase()]?.includes(attribute) ?? false;

/** A path relative to the Markdown file: no scheme, not under `/`, not a fragment. */
export const isRelativePath = (url: string) => !!url && !/^(?:[a-z][a-z0-9+.-]*:|\/|#)/i.test(url);

export interface AssetOptions {
  /** Folder of the Markdown file the slide came from. */
  dir: string;
  remoteAssets: boolean;
  cacheDir: string;
}

export interface ResolvedAsset {
  /** The file to import, or undefined when the reference stays as written. */
  file?: string;
  /** Why it stays as written, when it should not. */
  problem?: string;
  /** The same failed download was already reported in this build. */
  repeated?: boolean;
}

/** Where a reference's file is: a local file to import, or a reason it stays as written. */
export async function resolveAsset(reference: string, options: AssetOptions): Promise<ResolvedAsset> {
  if (isRemoteUrl(reference)) {
    if (!options.remoteAssets) return {};
    const { file, repeated } = downloadRemoteAsset(reference, options.cacheDir);
    try {
      return { file: await file };
    } catch (err) {
      return { problem: `remoteAssets: could not download ${reference} (${err instanceof Error ? err.message : String(err)}); the slide keeps the remote URL`, repeated };
    }
  }
  if (!isRelativePath(reference)) return {};
  const clean = decodeURI(reference.split(/[?#]/)[0] ?? reference);
  const file = path.resolve(options.dir, clean);
  if (existsSync(file) && statSync(file).isFile()) return { file };
  return { problem: `${reference} is not there (looked for ${path.relative(process.cwd(), file) || file}): it stays as written, and will not load` };
}

/**
 * Resolves each file a slide refers to once; those to bundle become `import __deck_asset_n from "…"`
 * lines of the slide module. Returns reference → the identifier its URL is imported as.
 */
export async function importAssets(references: readonly { value: string; line: number }[], options: AssetOptions, preamble: string[], report: (line: number, message: string) => void): Promise<Map<string, string>> {
  const imported = new Map<string, string>();
  const seen = new Set<string>();
  for (const { value, line } of references) {
    if (seen.has(value)) continue;
    seen.add(value);
    const resolved = await resolveAsset(value, options);
    if (resolved.file) {
      const id = `__deck_asset_${imported.size}`;
      imported.set(value, id);
      preamble.push(`import ${id} from ${JSON.stringify(resolved.file)};`);
    } else if (resolved.problem && !resolved.repeated) report(line, resolved.problem);
  }
  return imported;
}
