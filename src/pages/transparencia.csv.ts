import type { APIRoute } from 'astro';
import { loadTransparencyMonths } from '@/lib/data/transparency';
import { transparencyCsv } from '@/lib/domain/transparency';
import { FIGURE_LABELS } from '@/lib/messages/transparency';
import { setPageTags } from '@/lib/contract/cache-tags';
import { ROUTES } from '@/lib/contract/routes';

/** The transparency figures as CSV: one row per month × figure (docs/DECISIONS.md). */
export const GET: APIRoute = async () => {
  const response = new Response(transparencyCsv(await loadTransparencyMonths(), FIGURE_LABELS), {
    headers: { 'content-type': 'text/csv; charset=utf-8' },
  });
  setPageTags(response, ROUTES.transparencyData.tags);
  return response;
};
