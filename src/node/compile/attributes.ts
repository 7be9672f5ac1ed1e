// HTML attributes as React props, at build time: `class` → className, `for` → htmlFor, `tabindex`
// → tabIndex, SVG's `stroke-width` → strokeWidth, boolean attributes → true, and a `style` string →
// an object (React refuses a string: "Minified React error #62"). Names React cannot set (UnoCSS's
// attributify `[&>*]:p-2`, a leading digit) are dropped here; the styling engine reads them from the
// source. The mapping is property-information's, as hast-util-to-jsx-runtime uses it.
import { find, hastToReact, html, svg } from 'property-information';
import styleToJs from 'style-to-js';

/** What React accepts as an attribute name (its own check, ATTRIBUTE_NAME_START_CHAR…). */
// The start and name characters React allows, in short: letters (Latin-1 and beyond), `:`, `_`; then also `-`, `.`, digits.
const REACT_NAME = /^[:A-Z_a-z\u00C0-\u00D6\u00D8-\u00F6\u00F8-\u02FF\u0370-\u037D\u037F-\u1FFF\u2070-\u218F\u2C00-\u2FEF\u3001-\uD7FF\uF900-\uFDCF\uFDF0-\uFFFD][:A-Z_a-z\u00C0-\u00D6\u00D8-\u00F6\u00F8-\u02FF\u0370-\u037D\u037F-\u1FFF\u2070-\u218F\u2C00-\u2FEF\u3001-\uD7FF\uF900-\uFDCF\uFDF0-\uFFFD\-.0-9\u00B7\u203F\u2040]*$/u;

/** The React prop for an attribute of an element in `ns`, or null when React cannot set it. */
export function reactName(attribute: string, ns: 'html' | 'svg' | 'math' = 'html'): string | null {
  if (attribute === 'class') return 'className';
  if (attribute === 'style') return 'style';
  const info = find(ns === 'svg' ? svg : html, attribute);
  const name = info.space ? (hastToReact[info.property] ?? info.property) : info.attribute;
  return REACT_NAME.test(name) ? name : null;
}

/** Whether the attribute is a boolean one (`<video controls>`), whose value is its presence. */
export function isBooleanAttribute(attribute: string, ns: 'html' | 'svg' | 'math' = 'html'): boolean {
  const info = find(ns === 'svg' ? svg : html, attribute);
  return info.boolean || info.overloadedBoolean;
}

export class StyleError extends Error {}

/** A `style` attribute's declarations as React's style object (custom properties kept as written). */
export function styleObject(css: string): Record<string, string> {
  try {
    return styleToJs(css, { reactCompat: true });
  } catch (err) {
    throw new StyleError(err instanceof Error ? err.message : String(err));
  }
}

/** A component's prop name for an attribute, as Vue matches them: `max-depth` → maxDepth. */
export const camelize = (name: string) => name.replace(/-(\w)/g, (_, c: string) => c.toUpperCase());

/** React's name for a DOM event from Vue's (`click` → onClick, `dblclick` → onDoubleClick). */
const SPECIAL_EVENTS: Record<string, string> = {
  dblclick: 'DoubleClick',
  doubleclick: 'DoubleClick',
  mouseenter: 'MouseEnter',
  mouseleave: 'MouseLeave',
  mousedown: 'MouseDown',
  mouseup: 'MouseUp',
  mousemove: 'MouseMove',
  mouseover: 'MouseOver',
  mouseout: 'MouseOut',
  pointerdown: 'PointerDown',
  pointerup: 'PointerUp',
  pointermove: 'PointerMove',
  pointerenter: 'PointerEnter',
  pointerleave: 'PointerLeave',
  pointerover: 'PointerOver',
  pointerout: 'PointerOut',
  pointercancel: 'PointerCancel',
  keydown: 'KeyDown',
  keyup: 'KeyUp',
  keypress: 'KeyPress',
  contextmenu: 'ContextMenu',
  touchstart: 'TouchStart',
  touchend: 'TouchEnd',
  touchmove: 'TouchMove',
  focusin: 'Focus',
  focusout: 'Blur',
  animationend: 'AnimationEnd',
  transitionend: 'TransitionEnd',
  loadeddata: 'LoadedData',
  timeupdate: 'TimeUpdate',
  canplay: 'CanPlay',
};

export function reactEvent(vueEvent: string): string {
  const name = vueEvent.includes('-') ? camelize(vueEvent) : vueEvent;
  return `on${SPECIAL_EVENTS[name.toLowerCase()] ?? name.charAt(0).toUpperCase() + name.slice(1)}`;
}
