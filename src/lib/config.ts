/**
 * The settings the site and its islands read from the environment (the web server's own
 * settings are read by `src/server/config.ts`, the backend's by PocketBase's bootstrap hook
 * `pb_hooks/settings.pb.js`). Defaults are for local development only.
 */
import { SITE_DEFAULTS } from './contract/site-defaults';

const env = (name: string, fallback: string): string => process.env[name] ?? fallback;

export const config = {
  siteUrl: env('SITE_URL', SITE_DEFAULTS.siteUrl),
  /** PocketBase as the web server and the SSR renderer reach it. */
  pocketbaseUrl: env('PB_URL', 'http://127.0.0.1:8090'),
  /** PocketBase as browsers reach it (islands). */
  publicPocketbaseUrl: env('PUBLIC_PB_URL', env('PB_URL', 'http://127.0.0.1:8090')),
  brand: env('BRAND_NAME', SITE_DEFAULTS.brand),
  adminEmailDomain: env('ADMIN_EMAIL_DOMAIN', SITE_DEFAULTS.adminEmailDomain),
  communityUrl: env('COMMUNITY_URL', 'https://comunidad.lapieza.io'),
  newsGroupUrl: env('NEWS_GROUP_URL', 'https://chat.whatsapp.com/lapieza-rrhh'),
  supportEmail: env('SUPPORT_EMAIL', SITE_DEFAULTS.supportEmail),
  superuserEmail: env('PB_SUPERUSER_EMAIL', 'superuser@lapieza.io'),
  superuserPassword: env('PB_SUPERUSER_PASSWORD', 'superuser-local-only'),
  revalidateSecret: env('REVALIDATE_SECRET', 'local-revalidate-secret'),
} as const;
