#!/usr/bin/env node
// `npm run bench:relevance`: the directory search's relevance on the demo data
// (docs/PERFORMANCE.md § "Search relevance"). Builds the demo directory in memory (no
// PocketBase), runs the labelled queries of tests/relevance/search-relevance.ts through the
// code `/api/search` runs and prints nDCG@10 and the zero-result rate per group and overall.
//   node scripts/bench-relevance.mjs [--worst 15]
// Exit status 1 when a floor fails (the same floors as tests/unit/search-relevance.test.ts).
import { register } from 'tsx/esm/api';
import { parseArgs } from 'node:util';

register();
const { values: args } = parseArgs({ options: { worst: { type: 'string', default: '15' } } });
const { evaluate, summarize, FLOORS } = await import('../tests/relevance/search-relevance.ts');

const t = performance.now();
const scores = evaluate();
const ms = performance.now() - t;
const summary = summarize(scores);
console.log(`${scores.length} labelled queries, ${ms.toFixed(0)} ms (index build included)\n`);
console.log('| group | queries | nDCG@10 | zero results |');
console.log('|---|---:|---:|---:|');
for (const s of summary) {
  console.log(
    `| ${s.group} | ${s.queries} | ${s.ndcg.toFixed(3)} | ${(100 * s.zeroRate).toFixed(1)} % |`,
  );
}
const worst = [...scores].sort((a, b) => a.ndcg - b.ndcg).slice(0, Number(args.worst));
console.log('\nLowest nDCG@10:');
for (const s of worst) {
  const notes = [
    s.dropped.length ? `dropped ${s.dropped.join(' ')}` : '',
    s.suggestion ? `suggests «${s.suggestion}»` : '',
  ].filter(Boolean);
  console.log(
    `  ${s.ndcg.toFixed(2)}  [${s.group}] ${JSON.stringify(s.q)} → ${s.results}${notes.length ? ` (${notes.join('; ')})` : ''}`,
  );
}
const overall = summary.find((s) => s.group === 'overall');
const typos = summary.find((s) => s.group === 'typos');
const failed = [
  overall.ndcg < FLOORS.ndcg && `nDCG@10 ${overall.ndcg.toFixed(3)} < ${FLOORS.ndcg}`,
  typos.ndcg < FLOORS.typosNdcg && `typos nDCG@10 ${typos.ndcg.toFixed(3)} < ${FLOORS.typosNdcg}`,
  overall.zeroRate > FLOORS.zeroRate && `zero-result rate ${overall.zeroRate} > ${FLOORS.zeroRate}`,
].filter(Boolean);
for (const f of failed) console.error(`FAIL ${f}`);
process.exit(failed.length ? 1 : 0);
