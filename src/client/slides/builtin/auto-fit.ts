// <AutoFitText>'s rule, as fitty (which Slidev's uses) fits text: the font size at which the text,
// on one line, is as wide as its box, kept between `min` and `max`; when even `min` is too wide and
// the text may wrap, it wraps at `min`.

export interface Fit {
  size: number;
  /** The text wraps (it is too wide at `min` and `multiLine` allows it). */
  wrap: boolean;
}

/**
 * `boxWidth`: the width the text may take; `textWidth`: the text's width on one line at `measuredAt` px.
 * Width grows with the font size, so the size that fits is measuredAt × boxWidth / textWidth.
 */
export function fitText(boxWidth: number, textWidth: number, measuredAt: number, min: number, max: number, multiLine: boolean): Fit {
  const low = Math.min(min, max);
  const high = Math.max(min, max);
  if (!(boxWidth > 0) || !(textWidth > 0) || !(measuredAt > 0)) return { size: high, wrap: false };
  const ideal = (measuredAt * boxWidth) / textWidth;
  const size = Math.max(low, Math.min(high, ideal));
  return { size: Math.round(size * 100) / 100, wrap: multiLine && ideal < low };
}
