// Lets `.astro` files use the custom `client:member` directive (astro.config.mjs).
declare module 'astro' {
  interface AstroClientDirectives {
    'client:member'?: boolean;
  }
}

export {};
