// Props as a slide writes them: a static attribute arrives as a string (`width="3"`), a name alone as
// '' (`two-way`, `autoplay`), a `:prop` as its value. Read as Vue reads props of these types.

/** A Boolean prop: a name alone, `true` or the prop's own name are true; absent, `false` or "false" are false. */
export function boolProp(value: unknown, name = ''): boolean {
  if (typeof value === 'string') return value === '' || value === 'true' || (name !== '' && value.toLowerCase() === name.toLowerCase());
  return value === true;
}

/** A number prop (`"3"`, 3, `"1.5"`); `fallback` when absent or not a number. */
export function numberProp(value: unknown, fallback: number): number {
  if (value === undefined || value === null || value === '') return fallback;
  const n = Number(value);
  return Number.isFinite(n) ? n : fallback;
}
