/**
 * Command-line entry of the production web server (see scripts/serve.mjs).
 *   serve [--port 4321] [--host 127.0.0.1]
 */
import { parseArgs } from 'node:util';
import { loadServerConfig } from './config.ts';
import { startWebServer } from './web-server.ts';

const { values: args } = parseArgs({
  options: { port: { type: 'string' }, host: { type: 'string' } },
});
const cfg = loadServerConfig({
  ...(args.port !== undefined ? { port: Number(args.port) } : {}),
  ...(args.host !== undefined ? { host: args.host } : {}),
});
const server = await startWebServer(cfg);
console.log(`[serve] listening on http://${cfg.host}:${server.port} (pages: ${cfg.pageStoreDir})`);

let stopping = false;
const stop = async (signal: string) => {
  if (stopping) return;
  stopping = true;
  console.log(`[serve] ${signal}: stopping`);
  await server.close();
  process.exit(0);
};
process.on('SIGINT', () => void stop('SIGINT'));
process.on('SIGTERM', () => void stop('SIGTERM'));
