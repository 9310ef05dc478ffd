/** Classes of the blog's category buttons, shared by the page's markup and its filter script. */
export const FILTER_BASE =
  'inline-flex items-center rounded-full border px-4 py-1.5 text-sm font-medium transition';
export const FILTER_IDLE =
  'border-slate-200 bg-white text-slate-700 hover:border-brand-300 hover:text-brand-800';
export const FILTER_ACTIVE = 'border-brand-700 bg-brand-700 text-white';
