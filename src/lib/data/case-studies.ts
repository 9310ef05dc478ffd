import type { PbRecord } from './pb-server';
import { getServerPb } from './pb-server';
import { groupBy, perKeyOrBulk } from './snapshot';
import type { CaseStudy } from '@/lib/view/case-studies';

const COLLECTION = 'case_studies';

const FIELDS = 'id,provider,title,client_name,summary,results,created';

/**
 * Published case studies of a provider, newest first (the caller checked it is public). A
 * pass that renders many providers' pages reads every published case study at once.
 */
export const listPublishedCaseStudies: (providerId: string) => Promise<CaseStudy[]> = perKeyOrBulk({
  one: async (providerId) => {
    const pb = await getServerPb();
    const records = await pb.collection(COLLECTION).getFullList({
      filter: pb.filter('provider = {:id} && published = true', { id: providerId }),
      sort: '-created,-id',
      fields: FIELDS,
    });
    return records.map(toCaseStudy);
  },
  all: async () => {
    const pb = await getServerPb();
    const records = await pb.collection(COLLECTION).getFullList({
      filter: 'published = true',
      sort: '-created,-id',
      fields: FIELDS,
      batch: 1000,
    });
    const out = new Map<string, CaseStudy[]>();
    for (const [provider, list] of groupBy(records, (r) => String(r.provider ?? ''))) {
      out.set(provider, list.map(toCaseStudy));
    }
    return out;
  },
  missing: () => [],
});

function toCaseStudy(r: PbRecord<'case_studies'>): CaseStudy {
  return {
    id: r.id,
    title: String(r.title ?? ''),
    client_name: String(r.client_name ?? ''),
    summary: String(r.summary ?? ''),
    results: String(r.results ?? ''),
    created: String(r.created ?? ''),
  };
}
