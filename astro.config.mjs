// @ts-check
import { defineConfig } from 'astro/config';
import node from '@astrojs/node';
import react from '@astrojs/react';
import tailwindcss from '@tailwindcss/vite';

const site = process.env.SITE_URL ?? 'http://localhost:4321';

/** `client:member`: hydrate only when a session is stored (src/islands/directives/member.ts). */
/** @type {import('astro').AstroIntegration} */
const memberDirective = {
  name: 'member-client-directive',
  hooks: {
    'astro:config:setup': ({ addClientDirective }) => {
      addClientDirective({ name: 'member', entrypoint: './src/islands/directives/member.ts' });
    },
  },
};

// sitemap.xml is an SSR endpoint (src/pages/sitemap.xml.ts): @astrojs/sitemap only sees
// pre-rendered routes, so it is not used.
// Every public route is rendered on the server and stored as a static file by our own
// web server (src/server), so the adapter runs in middleware mode.
export default defineConfig({
  site,
  output: 'server',
  // No streaming: every render is buffered whole by the page store or the web server
  // (src/server/renderer.ts), and a page rendered to one string is encoded once instead of
  // chunk by chunk (docs/PERFORMANCE.md).
  adapter: node({ mode: 'middleware', experimentalDisableStreaming: true }),
  integrations: [react(), memberDirective],
  vite: { plugins: [tailwindcss()] },
  trailingSlash: 'never',
  build: { format: 'file' },
});
