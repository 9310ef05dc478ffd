/** Pure state helpers of the provider dashboard. */

/** Reviews without a reply first, then those with one; newest first within each group. */
export function unansweredFirst<T extends { id: string; [key: string]: unknown }>(
  reviews: readonly T[],
  replied: ReadonlySet<string> | { has(id: string): boolean },
): T[] {
  const at = (r: T) => {
    const created = r['created'];
    return typeof created === 'string' ? created : '';
  };
  return [...reviews].sort((a, b) => {
    const ra = replied.has(a.id) ? 1 : 0;
    const rb = replied.has(b.id) ? 1 : 0;
    if (ra !== rb) return ra - rb;
    return at(a) < at(b) ? 1 : at(a) > at(b) ? -1 : 0;
  });
}
