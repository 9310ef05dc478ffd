/**
 * Content types and compressibility of static assets, from the jshttp tables (`mime-types`,
 * `compressible`, both over mime-db) rather than a hand-kept list.
 */
import compressible from 'compressible';
import { contentType } from 'mime-types';

/** The Content-Type header of a file, by its extension (charset included for text types). */
export function mimeType(path: string): string {
  return contentType(path.slice(path.lastIndexOf('/') + 1)) || 'application/octet-stream';
}

/** Worth compressing: text-like types (mime-db's `compressible` flag). */
export function isCompressible(type: string): boolean {
  return compressible(type) === true;
}
