import { getServerPb } from './pb-server';

const COLLECTION = 'case_studies';

export interface CaseStudy {
  id: string;
  title: string;
  client_name: string;
  summary: string;
  results: string;
  created: string;
}

/** Published case studies of a provider, newest first (the caller checked it is public). */
export async function listPublishedCaseStudies(providerId: string): Promise<CaseStudy[]> {
  const pb = await getServerPb();
  const records = await pb.collection(COLLECTION).getFullList({
    filter: pb.filter('provider = {:id} && published = true', { id: providerId }),
    sort: '-created',
    fields: 'id,title,client_name,summary,results,created',
  });
  return records.map((r) => ({
    id: r.id,
    title: String(r['title'] ?? ''),
    client_name: String(r['client_name'] ?? ''),
    summary: String(r['summary'] ?? ''),
    results: String(r['results'] ?? ''),
    created: String(r['created'] ?? ''),
  }));
}
