// Frontmatter images as CSS: `image:` and `background:` arrive as public paths (/x.png) or URLs, and are
// resolved against the deck's base path; a colour (`#123456`, `rgb(…)`) is taken as a colour, as Slidev does.
import type { CSSProperties } from 'react';
import { assetUrl } from '../../deck/deck.ts';
import { cssUrl, isCssColour } from './css-url.ts';

/** A CSS background-image for a frontmatter image, or undefined when there is none (or it is a colour). */
export function cssImage(value: unknown): string | undefined {
  if (typeof value !== 'string' || !value.trim() || isCssColour(value)) return undefined;
  return cssUrl(assetUrl(value.trim()));
}

/** The style of a box that shows a frontmatter image (`image`, `backgroundSize`, by default `cover`). */
export function imageStyle(image: unknown, size: unknown): CSSProperties {
  const backgroundSize = typeof size === 'string' && size.trim() ? size.trim() : 'cover';
  if (typeof image === 'string' && isCssColour(image)) return { backgroundColor: image.trim() };
  const backgroundImage = cssImage(image);
  return backgroundImage ? { backgroundImage, backgroundSize, backgroundPosition: 'center', backgroundRepeat: 'no-repeat' } : {};
}
