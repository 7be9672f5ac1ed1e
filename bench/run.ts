// `npm run bench [-- name…]`: runs the benchmark modules (all, or those named) and prints one table.
// Each module measures one thing against DESIGN.md's targets; add a module to `modules` to add rows.
import { audienceBench } from './audience.ts';
import { exportBench } from './export.ts';
import { loadBench } from './load.ts';
import { syncBench } from './sync.ts';
import type { BenchModule, BenchRow } from './types.ts';

const modules: BenchModule[] = [loadBench, exportBench, syncBench, audienceBench];

function table(rows: BenchRow[]): string {
  const header = ['measurement', 'this deck', 'target', 'peer: Slidev 53', 'how'];
  const cells = rows.map((r) => [r.measurement, r.value, r.target ? `${r.target} ${r.ok === undefined ? '' : r.ok ? '✓' : '✗'}`.trim() : '', r.peer ?? '', r.note ?? '']);
  const widths = header.map((h, i) => Math.max(h.length, ...cells.map((c) => (c[i] ?? '').length)));
  const line = (c: string[]) => `| ${c.map((v, i) => v.padEnd(widths[i] ?? 0)).join(' | ')} |`;
  return [line(header), `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`, ...cells.map(line)].join('\n');
}

const wanted = process.argv.slice(2);
const chosen = wanted.length ? modules.filter((m) => wanted.includes(m.name)) : modules;
if (chosen.length === 0) {
  console.error(`no benchmark named ${wanted.join(', ')}; there are: ${modules.map((m) => m.name).join(', ')}`);
  process.exit(1);
}

const rows: BenchRow[] = [];
for (const module of chosen) {
  console.error(`running ${module.name}…`);
  rows.push(...(await module.run()));
}
console.log(`\n${table(rows)}\n`);
console.log(`machine: ${(await import('node:os')).cpus().length} cores, Node ${process.version}`);
if (rows.some((r) => r.ok === false)) process.exitCode = 1;
