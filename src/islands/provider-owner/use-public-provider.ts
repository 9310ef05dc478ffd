/**
 * The provider named by `?proveedor=` (its slug) on /reclamar and /solicitar-propuesta: read
 * through the records API (public providers only). `undefined` while loading, null when none.
 */
import { useEffect, useState } from 'react';
import { getPb } from '@/lib/pb-client';
import { isClaimed } from '@/lib/contract/provider-owner';

export interface NamedProvider {
  id: string;
  slug: string;
  company_name: string;
  website: string;
  categories: string[];
  /** Whether someone runs the profile (the id itself is not kept). */
  hasOwner: boolean;
}

export function slugFromQuery(): string {
  return new URLSearchParams(window.location.search).get('proveedor')?.trim() ?? '';
}

export function usePublicProvider(): NamedProvider | null | undefined {
  const [provider, setProvider] = useState<NamedProvider | null | undefined>(undefined);
  useEffect(() => {
    const slug = slugFromQuery();
    if (!slug) {
      setProvider(null);
      return;
    }
    const pb = getPb();
    pb.collection('providers')
      .getList(1, 1, {
        filter: pb.filter('slug = {:slug}', { slug }),
        fields: 'id,slug,company_name,website,categories,user',
        requestKey: null,
      })
      .then((list) => {
        const r = list.items[0];
        setProvider(
          r
            ? {
                id: r.id,
                slug: String(r['slug'] ?? ''),
                company_name: String(r['company_name'] ?? ''),
                website: String(r['website'] ?? ''),
                categories: Array.isArray(r['categories'])
                  ? (r['categories'] as unknown[]).filter((c): c is string => typeof c === 'string')
                  : [],
                hasOwner: isClaimed(r['user']),
              }
            : null,
        );
      })
      .catch((err: unknown) => {
        console.error('[provider-owner] provider', err);
        setProvider(null);
      });
  }, []);
  return provider;
}
