// Which component lays a slide out: the deck's own layout of that name (layouts/<name>.tsx, which may
// override a built-in, as in Slidev), else the built-in, else `default`. A name the client does not
// know never costs the slide its content. Pure, so it is unit-tested (tests/unit/layouts.test.ts).

export interface Picked<T> {
  component: T;
  /** The deck's own layout, not one of the engine's. */
  own: boolean;
}

export function pickLayout<T>(name: string, own: Readonly<Record<string, T>>, builtIn: Readonly<Record<string, T>> & { default: T }): Picked<T> {
  // Own keys only: a layout named `constructor` or `toString` is not Object.prototype's.
  if (Object.hasOwn(own, name)) return { component: own[name] as T, own: true };
  if (Object.hasOwn(builtIn, name)) return { component: builtIn[name] as T, own: false };
  return { component: builtIn.default, own: false };
}
