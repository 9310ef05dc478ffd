/** Small class helpers of the provider dashboard. */

/** A toggle button (pressed or not). */
export const smallToggle = (pressed: boolean): string =>
  `rounded-lg border px-3 py-1.5 text-sm font-semibold ${
    pressed
      ? 'border-brand-700 bg-brand-700 text-white'
      : 'border-slate-300 bg-white text-slate-700 hover:bg-slate-50'
  }`;
