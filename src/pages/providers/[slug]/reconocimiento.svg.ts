import type { APIRoute } from 'astro';
import { getPublicProviderBySlug } from '@/lib/data/providers';
import { listActiveCategories, labelMap } from '@/lib/data/categories';
import { recognitionBadgeSvg } from '@/lib/domain/badge';
import { recognitions as t, recognitionLabel } from '@/lib/messages/recognitions';
import { categoryLabelTag, providerTag, setPageTags } from '@/lib/contract/cache-tags';
import { paths } from '@/lib/contract/paths';
import { config } from '@/lib/config';

/**
 * A public provider's recognition badge: its first recognition of the latest published quarter
 * (docs/DECISIONS.md § Quarterly recognitions), a static SVG stored like a page and re-rendered
 * by the provider's tag (a quarter's publication names it); 404 without a recognition.
 */
export const GET: APIRoute = async ({ params }) => {
  const provider = await getPublicProviderBySlug(params.slug ?? '');
  const first = provider?.recognitions?.[0];
  if (!provider || !first) {
    const response = new Response('No encontrado', { status: 404 });
    if (provider) setPageTags(response, [providerTag(provider.id)]);
    return response;
  }
  const labels = labelMap(await listActiveCategories());
  const label = recognitionLabel(first.kind, first.quarter);
  const body = recognitionBadgeSvg({
    brand: config.brand,
    title: t.badgeAlt(provider.company_name, label, config.brand),
    label,
    segment: `${labels[first.category] ?? first.category}, ${first.country}`,
    href: new URL(paths.recognitionQuarter(first.quarter, provider.slug), config.siteUrl).href,
  });
  const response = new Response(body, {
    headers: { 'content-type': 'image/svg+xml; charset=utf-8' },
  });
  setPageTags(response, [providerTag(provider.id), categoryLabelTag(first.category)]);
  return response;
};
