// The shape every benchmark module shares, so `npm run bench` can print them as one table.

export interface BenchRow {
  /** What was measured, e.g. "PDF export, 25 slides". */
  measurement: string;
  /** This deck's figure, with its unit, e.g. "2.4 s". */
  value: string;
  /** The target from DESIGN.md, e.g. "≤ 10 s". */
  target?: string;
  /** Whether the figure meets the target. */
  ok?: boolean;
  /** The peer's figure (Slidev 53), and where it comes from. */
  peer?: string;
  /** How it was measured. */
  note?: string;
}

export interface BenchModule {
  /** Short name, used to pick modules: `npm run bench -- export`. */
  name: string;
  run: () => Promise<BenchRow[]>;
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
}

export const seconds = (s: number) => `${s.toFixed(1)} s`;

export const ms = (n: number) => (Number.isFinite(n) ? `${n.toFixed(n < 100 ? 1 : 0)} ms` : '—');
/** The peer's figure over ours, e.g. " (2.6×)" (more than 1: ours is lower). */
export const ratio = (peer: number, ours: number) => (Number.isFinite(peer) && ours > 0 ? ` (${(peer / ours).toFixed(1)}×)` : '');
/** How many times `floor` `value` is, e.g. "2.6×". */
export const times = (value: number, floor: number) => (floor > 0 && Number.isFinite(value) ? `${(value / floor).toFixed(1)}×` : '—');
