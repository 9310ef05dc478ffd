import type { APIRoute } from 'astro';
import { setPageTags } from '@/lib/cache-tags';
import { loadSearchIndex } from '@/lib/data/directory';

/** The directory's client-side search index (instant filtering). */
export const GET: APIRoute = async () => {
  const { index } = await loadSearchIndex();
  const response = new Response(JSON.stringify(index), {
    headers: { 'content-type': 'application/json; charset=utf-8' },
  });
  setPageTags(response, ['providers', 'ranking', 'categories']);
  return response;
};
