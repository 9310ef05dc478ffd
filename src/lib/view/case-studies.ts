/**
 * View models of case studies: what src/lib/data/case-studies.ts loads and the views render
 * (plain data; the data layer and the views both import these types).
 */

export interface CaseStudy {
  id: string;
  title: string;
  client_name: string;
  summary: string;
  results: string;
  created: string;
}
