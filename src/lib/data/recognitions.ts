/**
 * Quarterly recognitions (docs/DECISIONS.md § Quarterly recognitions), read server-side for the
 * pages: the archive (`/reconocimientos`, `/reconocimientos/{quarter}`), the labels on provider
 * pages and cards (the latest published quarter) and the recognition badge. Rows are public
 * while their provider is public; the pages keep only public providers too.
 */
import { memoize } from './snapshot';
import { getServerPb, type TypedPocketBase } from './pb-server';
import { RECOGNITION_KINDS, type RecognitionKind } from '@/lib/domain/recognitions';
import type { RecognitionView } from '@/lib/view/providers';

export interface PublishedQuarter {
  quarter: string;
  published_at: string;
  providers_considered: number;
  recognitions: number;
}

export interface RecognitionRow extends RecognitionView {
  provider: string;
  value: number;
  reviews: number;
  base: number;
  eligible: number;
}

const isKind = (k: unknown): k is RecognitionKind =>
  (RECOGNITION_KINDS as readonly unknown[]).includes(k);

/** Every published quarter, newest first. */
export async function readQuarters(pb: TypedPocketBase): Promise<PublishedQuarter[]> {
  const rows = await pb.collection('recognition_quarters').getFullList({ sort: '-quarter' });
  return rows.map((r) => ({
    quarter: String(r.quarter),
    published_at: String(r.published_at),
    providers_considered: Number(r.providers_considered) || 0,
    recognitions: Number(r.recognitions) || 0,
  }));
}

export const listQuarters: () => Promise<PublishedQuarter[]> = memoize(async () =>
  readQuarters(await getServerPb()),
);

/** The recognitions of one quarter (all providers; the pages keep the public ones). */
export async function readRecognitions(
  pb: TypedPocketBase,
  quarter: string,
): Promise<RecognitionRow[]> {
  const rows = await pb.collection('recognitions').getFullList({
    filter: pb.filter('quarter = {:quarter}', { quarter }),
    sort: 'kind,category,country,-value,provider',
    batch: 1000,
  });
  return rows
    .filter((r) => isKind(r.kind))
    .map((r) => ({
      quarter: String(r.quarter),
      kind: r.kind as RecognitionKind,
      provider: String(r.provider),
      category: String(r.category),
      country: String(r.country),
      value: Number(r.value) || 0,
      reviews: Number(r.reviews) || 0,
      base: Number(r.base) || 0,
      eligible: Number(r.eligible) || 0,
    }));
}

/** The latest published quarter's recognitions, by provider id. */
export async function readLatestRecognitions(
  pb: TypedPocketBase,
): Promise<Map<string, RecognitionView[]>> {
  const out = new Map<string, RecognitionView[]>();
  const [latest] = await pb
    .collection('recognition_quarters')
    .getList(1, 1, { sort: '-quarter', fields: 'quarter' })
    .then((r) => r.items);
  if (!latest) return out;
  for (const r of await readRecognitions(pb, String(latest.quarter))) {
    const list = out.get(r.provider) ?? [];
    list.push({ quarter: r.quarter, kind: r.kind, category: r.category, country: r.country });
    out.set(r.provider, list);
  }
  return out;
}

/** `providers` with their latest-quarter recognitions set (empty: none). */
export async function withRecognitions<T extends { id: string; recognitions?: RecognitionView[] }>(
  pb: TypedPocketBase,
  providers: T[],
): Promise<T[]> {
  if (providers.length === 0) return providers;
  const latest = await readLatestRecognitions(pb);
  for (const p of providers) p.recognitions = latest.get(p.id) ?? [];
  return providers;
}
