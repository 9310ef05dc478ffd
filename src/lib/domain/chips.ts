/** category chips per card (2 on directory and category lists, 3 elsewhere). */
export function visibleChips<T>(items: readonly T[], max: number): { shown: T[]; extra: number } {
  const shown = items.slice(0, Math.max(0, max));
  return { shown, extra: items.length - shown.length };
}
