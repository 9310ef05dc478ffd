import type { APIRoute } from 'astro';
import { loadTransparencyMonths } from '@/lib/data/transparency';
import { transparencyJson } from '@/lib/domain/transparency';
import { FIGURE_LABELS } from '@/lib/messages/transparency';
import { setPageTags } from '@/lib/contract/cache-tags';
import { ROUTES } from '@/lib/contract/routes';
import { SITE_TIME_ZONE } from '@/lib/contract/time';

/** The transparency figures as JSON: each figure's code and label, then every month's values. */
export const GET: APIRoute = async () => {
  const doc = transparencyJson(await loadTransparencyMonths(), FIGURE_LABELS, SITE_TIME_ZONE);
  const response = new Response(JSON.stringify(doc, null, 2), {
    headers: { 'content-type': 'application/json; charset=utf-8' },
  });
  setPageTags(response, ROUTES.transparencyData.tags);
  return response;
};
