// Which packages a talk's vite.config.* imports that are not installed: a Slidev deck's config
// often imports what Slidev brings along (unplugin-icons, unplugin-vue-components…), which is not
// here. Such a config is skipped with a warning naming the package, rather than stopping the build.
import { existsSync } from 'node:fs';
import { isBuiltin } from 'node:module';
import path from 'node:path';

export interface PackageImport {
  /** The package's name, e.g. `unplugin-icons` for `unplugin-icons/vite`. */
  name: string;
  /** 1-based line of the import. */
  line: number;
}

/** The package a bare specifier names; null for relative paths, Node's built-ins and other schemes. */
export function packageOf(specifier: string): string | null {
  if (/^[./#]/.test(specifier) || /^[a-z]+:/i.test(specifier) || isBuiltin(specifier)) return null;
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? (parts.length > 1 ? parts.slice(0, 2).join('/') : null) : (parts[0] ?? null);
}

/** Packages the code imports at run time (`import type` is erased, so it does not count), in order. */
export function packageImports(code: string): PackageImport[] {
  // Comment lines out of the way, keeping line numbers (a `//` inside a string is left alone).
  const text = code.replace(/\/\*[\s\S]*?\*\//g, (c) => c.replace(/[^\n]/g, ' ')).replace(/^\s*\/\/.*$/gm, '');
  const found: { index: number; specifier: string }[] = [];
  for (const match of text.matchAll(/\b(?:import|export)\s+(type\s+)?(?:[\w$*{},\s]*?\s*from\s*)?(['"])([^'"\n]+)\2/g)) {
    if (!match[1] && match[3]) found.push({ index: match.index, specifier: match[3] });
  }
  for (const match of text.matchAll(/\b(?:import|require)\s*\(\s*(['"])([^'"\n]+)\1\s*\)/g)) {
    if (match[2]) found.push({ index: match.index, specifier: match[2] });
  }
  const imports: PackageImport[] = [];
  for (const { index, specifier } of found.sort((a, b) => a.index - b.index)) {
    const name = packageOf(specifier);
    if (name && !imports.some((i) => i.name === name)) imports.push({ name, line: text.slice(0, index).split('\n').length });
  }
  return imports;
}

/** Whether Node would find the package from `dir` (its node_modules, or a parent's). */
export function isInstalled(name: string, dir: string): boolean {
  return packageDir(name, dir) !== null;
}

/** The folder of a package as Node would find it from `dir` (its node_modules, then its parents'), or null. */
export function packageDir(name: string, dir: string): string | null {
  for (let at = path.resolve(dir); ; at = path.dirname(at)) {
    const candidate = path.join(at, 'node_modules', name);
    if (existsSync(path.join(candidate, 'package.json'))) return candidate;
    if (path.dirname(at) === at) return null;
  }
}
