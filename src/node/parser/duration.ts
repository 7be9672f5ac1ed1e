// The talk's length from the headmatter's `duration` field (Slidev writes `duration: 30min`), in
// seconds: what the presenter's countdown and pace mark count against. A plain number counts minutes,
// as a talk's slot is given in minutes ("a 90 minute workshop").

/** The longest talk a deck may plan for; anything longer is a typo (`300h`) more likely than a plan. */
export const MAX_DURATION_SECONDS = 24 * 60 * 60;

const UNITS: [RegExp, number][] = [
  [/^(?:h|hr|hrs|hours?)$/, 3600],
  [/^(?:m|min|mins|minutes?)$/, 60],
  [/^(?:s|sec|secs|seconds?)$/, 1],
];

/**
 * Seconds for `30min`, `45m`, `1h`, `1h30m`, `1h 30min`, `90s`, `90` or `'90'` (minutes), `1.5h`;
 * null for anything else (units out of order or repeated, zero, negative, longer than a day).
 */
export function parseDuration(value: unknown): number | null {
  let seconds: number;
  if (typeof value === 'number') {
    seconds = value * 60;
  } else if (typeof value === 'string') {
    const text = value.trim().toLowerCase();
    if (/^\d+(?:\.\d+)?$/.test(text)) {
      seconds = Number(text) * 60;
    } else {
      const parts = [...text.matchAll(/(\d+(?:\.\d+)?)\s*([a-z]+)\s*/g)];
      // Every character must belong to a part: "30min and a bit" is not a length.
      if (parts.length === 0 || parts.map((p) => p[0]).join('') !== text) return null;
      seconds = 0;
      let lastUnit = -1;
      for (const [, amount, unit = ''] of parts) {
        const index = UNITS.findIndex(([pattern]) => pattern.test(unit));
        // Hours before minutes before seconds, each at most once.
        if (index <= lastUnit) return null;
        lastUnit = index;
        seconds += Number(amount) * (UNITS[index]?.[1] ?? 0);
      }
    }
  } else {
    return null;
  }
  seconds = Math.round(seconds);
  return Number.isFinite(seconds) && seconds > 0 && seconds <= MAX_DURATION_SECONDS ? seconds : null;
}
