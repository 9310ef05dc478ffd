/**
 * Command-line entry of the production web server (see scripts/serve.mjs).
 *   serve [--port 4321] [--host 127.0.0.1]
 */
import { loadServerConfig } from './config.ts';
import { startWebServer } from './web-server.ts';

function parseArgs(argv: readonly string[]): { port?: number; host?: string } {
  const out: { port?: number; host?: string } = {};
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i] ?? '';
    const [flag, inline] = a.includes('=') ? a.split('=', 2) : [a, undefined];
    const value = inline ?? argv[i + 1];
    if (flag === '--port' && value !== undefined) {
      out.port = Number(value);
      if (inline === undefined) i++;
    } else if (flag === '--host' && value !== undefined) {
      out.host = value;
      if (inline === undefined) i++;
    }
  }
  return out;
}

const args = parseArgs(process.argv.slice(2));
const cfg = loadServerConfig({
  ...(args.port !== undefined ? { port: args.port } : {}),
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
