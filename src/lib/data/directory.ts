/**
 * The directory's view model (/providers and /proveedores share it). Its URL parameters and
 * their validators: DIRECTORY_PARAMS (src/lib/domain/directory-query.ts, re-exported here).
 */
import { blankPublicProvider, listPublicProviders } from './providers';
import { labelMap, listActiveCategories } from './categories';
import {
  DIRECTORY_PARAMS,
  isFiltering,
  parseDirectoryState,
  queryDirectory,
} from '@/lib/domain/directory-query';
import { providerTextIndex } from './text-index';
import type { DirectoryView } from '@/lib/view/directory';
import { refusedFactParams } from '@/lib/domain/fact-filters';

export { parseDirectoryState };

export async function loadDirectory(url: URL): Promise<DirectoryView> {
  const [providers, categories] = await Promise.all([
    listPublicProviders(),
    listActiveCategories(),
  ]);
  const labels = labelMap(categories);
  const state = parseDirectoryState(
    url.searchParams,
    categories.map((c) => c.name),
  );
  const slice = queryDirectory(providers, state, (q, keep) =>
    providerTextIndex(providers, labels).index.search(q, keep),
  );
  // A value its validator refuses, a category that is not active or a page past the last one.
  const refused = (p: { name: string; valid: (v: string) => boolean }) => {
    const v = url.searchParams.get(p.name) ?? '';
    return v !== '' && !p.valid(v);
  };
  const notFound =
    [
      DIRECTORY_PARAMS.category,
      DIRECTORY_PARAMS.country,
      DIRECTORY_PARAMS.order,
      DIRECTORY_PARAMS.page,
    ].some(refused) ||
    refusedFactParams(url.searchParams).length > 0 ||
    ((url.searchParams.get(DIRECTORY_PARAMS.category.name) ?? '') !== '' &&
      state.category === null) ||
    slice.page !== state.page;
  return {
    state,
    categories,
    labels,
    filtering: isFiltering(state),
    slice,
    totalPublic: providers.length,
    notFound,
    cardTemplate: blankPublicProvider(),
  };
}
