// Makes drawing SVG from storage or another view inert before it reaches the DOM or drauu.load():
// DOMPurify with an allow-list of exactly what drauu draws (no script, foreignObject, image, use,
// links, styles or event handlers), and url() only as a reference to a marker within the drawing.
import DOMPurify, { type Config, type DOMPurify as Purifier } from 'dompurify';

const ALLOWED_TAGS = ['svg', 'g', 'path', 'line', 'rect', 'ellipse', 'circle', 'defs', 'marker'];
const ALLOWED_ATTR = [
  'd', 'x', 'y', 'x1', 'y1', 'x2', 'y2', 'cx', 'cy', 'r', 'rx', 'ry', 'width', 'height',
  'fill', 'stroke', 'stroke-width', 'stroke-linecap', 'stroke-linejoin', 'stroke-dasharray', 'marker-end',
  // The arrow head's <marker>; names are lower case as the HTML parser hands them to DOMPurify.
  'id', 'viewbox', 'refx', 'refy', 'markerwidth', 'markerheight', 'orient',
];

export const DRAWING_PURIFY_CONFIG: Config = {
  ALLOWED_TAGS,
  ALLOWED_ATTR,
  ALLOW_DATA_ATTR: true, // drauu's data-drauu_index, used by its undo
  ALLOW_ARIA_ATTR: false,
  KEEP_CONTENT: false, // a removed element takes its children with it
};

/** url(#id) is the only url() allowed: no fetching paint servers or markers from elsewhere. */
const LOCAL_URL = /^url\(#[\w-]+\)$/;

let purifier: Purifier | null | undefined;

function getPurifier(): Purifier | null {
  if (purifier !== undefined) return purifier;
  if (typeof window === 'undefined') return (purifier = null);
  const instance = DOMPurify(window);
  if (!instance.isSupported) return (purifier = null);
  instance.addHook('uponSanitizeAttribute', (_node, data) => {
    if (/url\s*\(/i.test(data.attrValue) && !LOCAL_URL.test(data.attrValue.trim())) data.keepAttr = false;
  });
  return (purifier = instance);
}

/**
 * The safe inner markup of a drawing (the children of its <svg>). Fails closed: where DOMPurify
 * cannot run (no DOM), nothing passes.
 */
export function sanitizeDrawing(svg: string): string {
  if (!svg) return '';
  const purify = getPurifier();
  if (!purify) return '';
  // Parsed inside an <svg>, so the fragment is SVG as it will be when drauu loads it into one.
  const fragment = purify.sanitize(`<svg>${svg}</svg>`, { ...DRAWING_PURIFY_CONFIG, RETURN_DOM_FRAGMENT: true });
  const root = fragment.firstElementChild;
  return root && root.localName === 'svg' ? root.innerHTML : '';
}

/**
 * One stroke from another view, made safe: exactly one element, tagged with the stroke's id (so the
 * layer knows which stroke it shows); '' for anything else.
 */
export function sanitizeStroke(markup: string, id: string): string {
  const purify = getPurifier();
  if (!markup || !purify) return '';
  const fragment = purify.sanitize(`<svg>${markup}</svg>`, { ...DRAWING_PURIFY_CONFIG, RETURN_DOM_FRAGMENT: true });
  const root = fragment.firstElementChild;
  const stroke = root?.localName === 'svg' && root.childElementCount === 1 ? root.firstElementChild : null;
  if (!stroke) return '';
  stroke.setAttribute('data-stroke', id);
  return stroke.outerHTML;
}
