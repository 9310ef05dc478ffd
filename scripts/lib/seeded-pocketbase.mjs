// A seeded PocketBase for the in-process benchmarks (bench:isr, bench:search): the one at
// `pbUrl` when given (already seeded), else a new one in `dataDir` seeded to `providers`
// (demo size when absent; a kept dir whose seed finished is not seeded again).
import { startPocketBase } from './pocketbase.mjs';

/**
 * @param {{ pbUrl?: string, dataDir: string, providers?: string, email: string, password: string }} o
 * @returns {Promise<{ pbUrl: string, pbProc?: { stop: () => Promise<void> }, seedSeconds?: number }>}
 */
export async function seededPocketBase(o) {
  if (o.pbUrl) return { pbUrl: o.pbUrl };
  const pbProc = await startPocketBase({ dataDir: o.dataDir, env: { RATE_LIMITS: 'off' } });
  const { seed } = await import('../seed.ts');
  const t = performance.now();
  const report = await seed({
    url: pbProc.url,
    email: o.email,
    password: o.password,
    log: () => undefined,
    ...(o.providers ? { providers: Number(o.providers) } : {}),
  });
  const seedSeconds = report.skipped ? undefined : +((performance.now() - t) / 1000).toFixed(1);
  return { pbUrl: pbProc.url, pbProc, seedSeconds };
}
