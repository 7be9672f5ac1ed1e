// `npm run bench -- --busy`: a CPU-burning loop on every core while the benchmarks run, as on a
// shared CI machine, so the figures can be read quiet and busy side by side.
import { cpus } from 'node:os';
import { Worker } from 'node:worker_threads';

/** Starts one spinning thread per core; the returned function stops them. */
export function burnEveryCore(): () => Promise<void> {
  const workers = cpus().map(() => new Worker('for (;;) Math.sqrt(Math.random());', { eval: true }));
  return async () => {
    await Promise.all(workers.map((worker) => worker.terminate()));
  };
}
