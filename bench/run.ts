// `npm run bench [-- name…] [--busy] [--phone] [--quick]`: runs the benchmark modules (all, or those named) and
// prints one table. Each module measures one thing against DESIGN.md's targets; add a module to
// `modules` to add rows. With --busy, every core spins a CPU-burning loop meanwhile (bench/burn.ts).
// The phone profile (bench/phone.ts) runs only when asked, by --phone or its name `phone`: alone it
// runs by itself, with other names it runs after them, with --busy it runs busy too.
import { audienceBench } from './audience.ts';
import { burnEveryCore } from './burn.ts';
import { enginesBench } from './engines.ts';
import { exportBench } from './export.ts';
import { followerBench } from './follower.ts';
import { largeBench } from './large.ts';
import { loadBench } from './load.ts';
import { phoneBench } from './phone.ts';
import { scaleBench } from './scale.ts';
import { syncBench } from './sync.ts';
import type { BenchModule, BenchRow } from './types.ts';

const modules: BenchModule[] = [loadBench, exportBench, syncBench, audienceBench, scaleBench, followerBench, largeBench, enginesBench];
/** Run only when named (they take long, or need a flag to make sense). */
const onRequest: BenchModule[] = [phoneBench];

function table(rows: BenchRow[]): string {
  const header = ['measurement', 'this deck', 'target', 'peer: Slidev 53', 'how'];
  const cells = rows.map((r) => [r.measurement, r.value, r.target ? `${r.target} ${r.ok === undefined ? '' : r.ok ? '✓' : '✗'}`.trim() : '', r.peer ?? '', r.note ?? '']);
  const widths = header.map((h, i) => Math.max(h.length, ...cells.map((c) => (c[i] ?? '').length)));
  const line = (c: string[]) => `| ${c.map((v, i) => v.padEnd(widths[i] ?? 0)).join(' | ')} |`;
  return [line(header), `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`, ...cells.map(line)].join('\n');
}

const busy = process.argv.includes('--busy');
/** Flags, not names: --quick is the follower module's (bench/follower.ts). */
const FLAGS = ['--busy', '--phone', '--quick'];
const wanted = process.argv.slice(2).filter((arg) => !FLAGS.includes(arg));
if (process.argv.includes('--phone') && !wanted.includes('phone')) wanted.push('phone');
const known = [...modules, ...onRequest];
const unknown = wanted.filter((name) => !known.some((m) => m.name === name));
if (unknown.length) {
  console.error(`no benchmark named ${unknown.join(', ')}; there are: ${known.map((m) => m.name).join(', ')}`);
  process.exit(1);
}
const chosen = wanted.length ? known.filter((m) => wanted.includes(m.name)) : modules;

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
