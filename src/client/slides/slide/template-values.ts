// Vue's template semantics for values, in plain functions (no React, no deck): what a compiled
// slide's expressions turn into. Expressions are guarded (one that throws shows nothing and says so
// in the console, once), values are shown as `{{ }}` shows them, and `class` / `style` bindings take
// Vue's forms. The slide runtime (runtime.ts) hands them to compiled slides.
import { clsx, type ClassValue } from 'clsx';
import { createElement, Fragment, type CSSProperties, type ReactNode, type SyntheticEvent } from 'react';

const reported = new Set<string>();

/** The value of a template expression, or undefined when it throws (said once in the console). */
export function v<T>(read: () => T): T | undefined {
  try {
    return read();
  } catch (err) {
    const message = err instanceof Error ? err.message : String(err);
    if (!reported.has(message)) {
      reported.add(message);
      console.warn(`A slide expression failed and shows nothing: ${message}`);
    }
    return undefined;
  }
}

/** A value as `{{ }}` shows it: nothing for null and undefined, JSON for objects and arrays. */
export function text(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'object') {
    try {
      return JSON.stringify(value, null, 2);
    } catch {
      return String(value);
    }
  }
  return String(value);
}

/** `class` and `:class` together, in any of Vue's forms (string, array, object of flags). */
export const cls = (...values: ClassValue[]) => clsx(values) || undefined;

const camel = (name: string) => (name.startsWith('--') ? name : name.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase()));

function styleEntries(value: unknown): [string, unknown][] {
  if (!value) return [];
  if (Array.isArray(value)) return value.flatMap(styleEntries);
  if (typeof value === 'string') {
    return value.split(';').flatMap((declaration) => {
      const colon = declaration.indexOf(':');
      return colon > 0 ? [[declaration.slice(0, colon).trim(), declaration.slice(colon + 1).trim()] as [string, unknown]] : [];
    });
  }
  if (typeof value === 'object') return Object.entries(value);
  return [];
}

/** `style` and `:style` together, in any of Vue's forms (object, kebab or camel keys, string, array). */
export function style(...values: unknown[]): CSSProperties {
  return Object.fromEntries(values.flatMap(styleEntries).map(([key, val]) => [camel(key), val])) as CSSProperties;
}

/** `v-show`. */
export const show = (visible: unknown): CSSProperties => (visible ? {} : { display: 'none' });

/** `v-bind="object"`: its `class` and `style` in React's spelling. */
export function bind(value: unknown): Record<string, unknown> {
  if (!value || typeof value !== 'object') return {};
  const { class: className, style: css, ...rest } = value as Record<string, unknown>;
  return { ...rest, ...(className !== undefined ? { className: clsx(className as ClassValue) } : {}), ...(css !== undefined ? { style: style(css) } : {}) };
}

/** `v-for` over an array, an object (value, key, index), a number (1…n) or an iterable. */
export function each(source: unknown, render: (...args: never[]) => ReactNode): ReactNode[] {
  const call = render as (...args: unknown[]) => ReactNode;
  let items: unknown[][] = [];
  if (Array.isArray(source) || typeof source === 'string') items = Array.from(source as ArrayLike<unknown>, (value, index) => [value, index]);
  else if (typeof source === 'number') items = Array.from({ length: Math.max(0, Math.floor(source)) }, (_, index) => [index + 1, index]);
  else if (source && typeof source === 'object' && Symbol.iterator in source) items = Array.from(source as Iterable<unknown>, (value, index) => [value, index]);
  else if (source && typeof source === 'object') items = Object.entries(source).map(([key, value], index) => [value, key, index]);
  return items.map((args, index) => createElement(Fragment, { key: index }, v(() => call(...args))));
}

const KEYS: Record<string, string[]> = { enter: ['Enter'], esc: ['Escape'], space: [' '], tab: ['Tab'], up: ['ArrowUp'], down: ['ArrowDown'], left: ['ArrowLeft'], right: ['ArrowRight'], delete: ['Delete', 'Backspace'] };

/** An `@event` handler with Vue's modifiers (`.prevent`, `.stop`, `.self`, `.enter`…). */
export function on(handler: ($event: SyntheticEvent) => unknown, modifiers: readonly string[]) {
  return (event: SyntheticEvent) => {
    const keyEvent = event as SyntheticEvent & { key?: string };
    for (const modifier of modifiers) {
      const keys = KEYS[modifier];
      if (keys && keyEvent.key !== undefined && !keys.includes(keyEvent.key)) return;
    }
    if (modifiers.includes('self') && event.target !== event.currentTarget) return;
    if (modifiers.includes('prevent')) event.preventDefault();
    if (modifiers.includes('stop')) event.stopPropagation();
    v(() => handler(event));
  };
}
