// `npm run bench [-- name…] [--busy]`: runs the benchmark modules (all, or those named) and prints one
// table. Each module measures one thing against DESIGN.md's targets; add a module to `modules` to add
// rows. With --busy, every core spins a CPU-burning loop meanwhile (bench/burn.ts).
import { audienceBench } from './audience.ts';
import { burnEveryCore } from './burn.ts';
import { enginesBench } from './engines.ts';
import { exportBench } from './export.ts';
import { followerBench } from './follower.ts';
import { largeBench } from './large.ts';
import { loadBench } from './load.ts';
import { scaleBench } from './scale.ts';
import { syncBench } from './sync.ts';
import type { BenchModule, BenchRow } from './types.ts';

const modules: BenchModule[] = [loadBench, exportBench, syncBench, audienceBench, scaleBench, followerBench, largeBench, enginesBench];

function table(rows: BenchRow[]): string {
  const header = ['measurement', 'this deck', 'target', 'peer: Slidev 53', 'how'];
  const cells = rows.map((r) => [r.measurement, r.value, r.target ? `${r.target} ${r.ok === undefined ? '' : r.ok ? '✓' : '✗'}`.trim() : '', r.peer ?? '', r.note ?? '']);
  const widths = header.map((h, i) => Math.max(h.length, ...cells.map((c) => (c[i] ?? '').length)));
  const line = (c: string[]) => `| ${c.map((v, i) => v.padEnd(widths[i] ?? 0)).join(' | ')} |`;
  return [line(header), `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`, ...cells.map(line)].join('\n');
}

const busy = process.argv.includes('--busy');
const wanted = process.argv.slice(2).filter((arg) => arg !== '--busy');
const chosen = wanted.length ? modules.filter((m) => wanted.includes(m.name)) : modules;
if (chosen.length === 0) {
  console.error(`no benchmark named ${wanted.join(', ')}; there are: ${modules.map((m) => m.name).join(', ')}`);
  process.exit(1);
}

const rows: BenchRow[] = [];
const stopBurning = busy ? burnEveryCore() : null;
try {
  for (const module of chosen) {
    console.error(`running ${module.name}${busy ? ' with every core busy' : ''}…`);
    rows.push(...(await module.run()));
  }
} finally {
  await stopBurning?.();
}
console.log(`\n${table(rows)}\n`);
console.log(`machine: ${(await import('node:os')).cpus().length} cores, Node ${process.version}${busy ? ', a CPU-burning loop on every core' : ''}`);
if (rows.some((r) => r.ok === false)) process.exitCode = 1;
