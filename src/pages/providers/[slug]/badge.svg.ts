import type { APIRoute } from 'astro';
import { getPublicProviderBySlug } from '@/lib/data/providers';
import { badgeSvg } from '@/lib/domain/badge';
import { badgeTitle } from '@/lib/messages/invitations';
import { formatRating, hasRating } from '@/lib/domain/rating';
import { providerTag, setPageTags } from '@/lib/contract/cache-tags';
import { config } from '@/lib/config';

/**
 * A public provider's rating badge: a static SVG stored like a page and
 * re-rendered by the provider's tag (any change of it, any review of it); 404 otherwise.
 */
export const GET: APIRoute = async ({ params }) => {
  const provider = await getPublicProviderBySlug(params.slug ?? '');
  if (!provider) return new Response('No encontrado', { status: 404 });
  const body = badgeSvg({
    brand: config.brand,
    title: badgeTitle(
      provider.company_name,
      hasRating(provider.average_rating, provider.total_reviews)
        ? formatRating(provider.average_rating, provider.total_reviews)
        : null,
      provider.total_reviews,
      config.brand,
    ),
    average_rating: provider.average_rating,
    total_reviews: provider.total_reviews,
  });
  const response = new Response(body, {
    headers: { 'content-type': 'image/svg+xml; charset=utf-8' },
  });
  setPageTags(response, [providerTag(provider.id)]);
  return response;
};
