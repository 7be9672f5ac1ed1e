// The Iconify icon sets a deck can draw from: the `@iconify-json/<set>` packages (or the whole
// `@iconify/json`) installed in the talk's folder or beside the engine, found as Node finds packages
// and read from disk at build time, never fetched. Which names are sets at all comes from
// `@iconify/collections` (every set Iconify publishes), so `<mdi-github/>` is known to be an icon of
// the set "mdi" even when that set is not installed, and the build can say which package to install.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { IconifyInfo, IconifyJSON } from '@iconify/types';
import { getIconData, iconToSVG } from '@iconify/utils';

/** An icon as a tag or class names it. */
export interface IconRef {
  set: string;
  name: string;
}

/** What an `<svg>` needs to draw an icon. */
export interface IconSvg {
  body: string;
  viewBox: string;
  width: string;
  height: string;
}

let known: Record<string, IconifyInfo> | undefined;

/** Every set Iconify publishes, by prefix (read once, when a deck is first built). */
function collections(): Record<string, IconifyInfo> {
  known ??= JSON.parse(readFileSync(createRequire(import.meta.url).resolve('@iconify/collections/collections.json'), 'utf8')) as Record<string, IconifyInfo>;
  return known;
}

/** The package that brings a set, for the build's advice. */
export const setPackage = (set: string) => `@iconify-json/${set}`;

/** A set's human name ("Material Design Icons"), when Iconify lists it. */
export const setTitle = (set: string): string | undefined => collections()[set]?.name;

const kebab = (name: string) => name.replace(/([a-z0-9])([A-Z])/g, '$1-$2').replace(/([A-Z])([A-Z][a-z])/g, '$1-$2').replace(/_/g, '-').toLowerCase();

/** Ids inside an icon's body, prefixed by set and name so two different icons on a page never share one (deterministic, unlike a counter). */
function prefixIds(body: string, prefix: string): string {
  const ids = [...body.matchAll(/\sid="([^"]+)"/g)].map((m) => m[1] as string);
  let out = body;
  for (const id of new Set(ids)) {
    const escaped = id.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    out = out.replace(new RegExp(`([#;"])(${escaped})([")]|\\.[a-z])`, 'g'), `$1${prefix}$2$3`);
  }
  return out;
}

export class IconSets {
  private readonly files = new Map<string, string | null>();
  private readonly data = new Map<string, IconifyJSON | null>();
  /** Every known set name, longest first (so `mdi-light-home` is the set "mdi-light", not "mdi"). */
  private readonly names: string[];

  /** `dirs`: where to look for packages, first wins (the talk's folder, then the engine's). */
  constructor(private readonly dirs: readonly string[]) {
    this.names = [...new Set([...Object.keys(collections()), ...this.installedNames()])].sort((a, b) => b.length - a.length);
  }

  /** Sets installed as `@iconify-json/*` in any node_modules Node would search from `dirs` (they may be newer than the list). */
  private installedNames(): string[] {
    const found: string[] = [];
    for (const dir of this.dirs) {
      for (let at = path.resolve(dir); ; at = path.dirname(at)) {
        const folder = path.join(at, 'node_modules', '@iconify-json');
        if (existsSync(folder)) found.push(...readdirSync(folder));
        if (path.dirname(at) === at) break;
      }
    }
    return found;
  }

  /** The icon a tag or class body names (`mdi-github`, `carbon:arrow-right`, `MdiGithub`, `i-carbon-logo`), or null when no known set starts it. */
  parse(written: string): IconRef | null {
    const name = kebab(written);
    return this.split(name) ?? (name.startsWith('i-') ? this.split(name.slice(2)) : null);
  }

  private split(name: string): IconRef | null {
    const colon = name.indexOf(':');
    if (colon > 0) {
      const set = name.slice(0, colon);
      const icon = name.slice(colon + 1);
      return this.names.includes(set) && icon ? { set, name: icon } : null;
    }
    const set = this.names.find((s) => name.startsWith(`${s}-`) && name.length > s.length + 1);
    return set ? { set, name: name.slice(set.length + 1) } : null;
  }

  /** The JSON file of a set, or null when it is not installed. */
  file(set: string): string | null {
    if (!this.files.has(set)) {
      let found: string | null = null;
      for (const dir of this.dirs) {
        const require = createRequire(path.join(path.resolve(dir), 'package.json'));
        for (const request of [`${setPackage(set)}/icons.json`, `@iconify/json/json/${set}.json`]) {
          try {
            found = require.resolve(request);
            break;
          } catch {
            // not installed from there
          }
        }
        if (found) break;
      }
      this.files.set(set, found);
    }
    return this.files.get(set) ?? null;
  }

  installed(set: string): boolean {
    return this.file(set) !== null;
  }

  private setData(set: string): IconifyJSON | null {
    if (!this.data.has(set)) {
      const file = this.file(set);
      this.data.set(set, file ? (JSON.parse(readFileSync(file, 'utf8')) as IconifyJSON) : null);
    }
    return this.data.get(set) ?? null;
  }

  /** The icon drawn at Slidev's size (1.2em high, its own proportions), or null when its set is not installed or has no such icon. */
  svg(ref: IconRef): IconSvg | null {
    const data = this.setData(ref.set);
    const icon = data && getIconData(data, ref.name);
    if (!icon) return null;
    const drawn = iconToSVG(icon, { height: '1.2em' });
    return {
      body: prefixIds(drawn.body, `${ref.set}-${ref.name}-`),
      viewBox: drawn.attributes.viewBox,
      width: String(drawn.attributes.width),
      height: String(drawn.attributes.height),
    };
  }
}
