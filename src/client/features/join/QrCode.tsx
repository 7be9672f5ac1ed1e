// A QR code drawn as SVG from uqr's module matrix (no markup string is injected): dark modules on a
// white square with the standard quiet zone, in both colour schemes, because a phone's camera reads
// dark on light. One path for all dark modules keeps the DOM to a few nodes. Loaded lazily: only the
// presenter's Join panel and the main screen's join overlay show one.
import { encode } from 'uqr';

/** Modules of white around the code, as the QR standard asks. */
const QUIET_ZONE = 4;

/** The dark modules as one SVG path, one 1×1 square per module, in matrix coordinates. */
export function modulesPath(text: string): { path: string; size: number } {
  const { data, size } = encode(text, { ecc: 'M', border: 0 });
  let path = '';
  data.forEach((row, y) =>
    row.forEach((dark, x) => {
      if (dark) path += `M${x + QUIET_ZONE} ${y + QUIET_ZONE}h1v1h-1z`;
    }),
  );
  return { path, size: size + 2 * QUIET_ZONE };
}

export function QrCode({ text, label }: { text: string; label: string }) {
  const { path, size } = modulesPath(text);
  return (
    <svg className="qr-code" role="img" aria-label={label} viewBox={`0 0 ${size} ${size}`} shapeRendering="crispEdges">
      <rect width={size} height={size} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
