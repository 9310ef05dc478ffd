import { config } from '@/lib/config';

/** Public URL of a PocketBase file, as browsers reach PocketBase. */
export function fileUrl(collection: string, recordId: string, fileName: string): string {
  const base = config.publicPocketbaseUrl.replace(/\/+$/, '');
  return `${base}/api/files/${encodeURIComponent(collection)}/${encodeURIComponent(recordId)}/${encodeURIComponent(fileName)}`;
}
