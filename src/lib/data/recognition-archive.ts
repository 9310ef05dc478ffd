/**
 * One quarter's archive page (`/reconocimientos/{quarter}`): its publication and its
 * recognitions of providers that are public now, with their cards' data.
 */
import { getServerPb } from './pb-server';
import { listPublicProviders } from './providers';
import {
  listQuarters,
  readRecognitions,
  type PublishedQuarter,
  type RecognitionRow,
} from './recognitions';
import type { PublicProvider } from '@/lib/view/providers';

export interface ArchiveRow extends RecognitionRow {
  providerView: PublicProvider;
}

export async function loadQuarterArchive(quarter: string): Promise<{
  published: PublishedQuarter;
  rows: ArchiveRow[];
} | null> {
  const published = (await listQuarters()).find((q) => q.quarter === quarter);
  if (!published) return null;
  const [rows, providers] = await Promise.all([
    readRecognitions(await getServerPb(), quarter),
    listPublicProviders(),
  ]);
  const byId = new Map(providers.map((p) => [p.id, p]));
  return {
    published,
    rows: rows.flatMap((r) => {
      const providerView = byId.get(r.provider);
      return providerView ? [{ ...r, providerView }] : [];
    }),
  };
}
