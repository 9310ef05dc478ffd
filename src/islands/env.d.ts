// Types for the islands' build-time settings and the custom `client:member` directive
// (astro.config.mjs).
declare module 'astro' {
  interface AstroClientDirectives {
    'client:member'?: boolean;
  }
}

declare global {
  interface ImportMetaEnv {
    /** PocketBase as browsers reach it, inlined at build time (fallback to the pb-url meta). */
    readonly PUBLIC_PB_URL?: string;
  }
}

export {};
