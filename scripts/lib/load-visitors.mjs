// The visitors of `npm run bench:load`, in their own process so the load generator does not
// share an event loop with the writers. Reads {url, connections, duration, paths} as JSON on
// argv[2]; prints one JSON line with throughput, latency percentiles and errors.
import autocannon from 'autocannon';

const o = JSON.parse(process.argv[2]);
const latencies = [];
const statuses = {};
const instance = autocannon({
  url: o.url,
  connections: o.connections,
  duration: o.duration,
  timeout: 30,
  headers: { 'accept-encoding': 'br, gzip', accept: 'text/html', ...o.headers },
  requests: o.paths.map((path) => ({ method: 'GET', path })),
});
instance.on('response', (_client, status, _bytes, ms) => {
  latencies.push(ms);
  statuses[status] = (statuses[status] ?? 0) + 1;
});
const r = await instance;
latencies.sort((a, b) => a - b);
const pct = (p) =>
  latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))];
console.log(
  JSON.stringify({
    requests: r.requests.total,
    seconds: r.duration,
    rps: Math.round(r.requests.total / r.duration),
    p50: Math.round(pct(50)),
    p95: Math.round(pct(95)),
    p99: Math.round(pct(99)),
    max: Math.round(latencies.at(-1) ?? 0),
    non2xx: r.non2xx,
    errors: r.errors,
    timeouts: r.timeouts,
    statuses,
    megabytesPerSecond: Math.round(r.throughput.average / 1e5) / 10,
  }),
);
