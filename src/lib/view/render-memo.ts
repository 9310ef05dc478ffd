/**
 * Markup rendered once per data object and reused (Memo.astro). A provider's card appears on
 * every list page it is in (the directory's pages, its categories' and countries' lists), so
 * a pass that moves one provider across 300 list pages would render the same cards thousands
 * of times; the data layer keeps an unchanged provider's object from one read to the next
 * (a changed one is a new object), so markup kept per object is dropped with the data it came
 * from. `variant` names everything else the markup depends on.
 */
const byObject = new WeakMap<object, Map<string, string>>();
/** Variants kept per object: a category label changing leaves old ones behind. */
const VARIANTS_MAX = 4;

/** The markup kept for `of` and `variant`, or undefined. */
export function memoGet(of: object, variant: string): string | undefined {
  return byObject.get(of)?.get(variant);
}

export function memoSet(of: object, variant: string, html: string): void {
  let variants = byObject.get(of);
  if (!variants) byObject.set(of, (variants = new Map<string, string>()));
  else if (variants.size >= VARIANTS_MAX) variants.clear();
  variants.set(variant, flat(html));
}

const START = /^/;

/**
 * `s` as one flat string. Rendered markup is a rope: V8 keeps each `+=` of the render as a node
 * pointing at its two parts, hundreds of nodes for a card. Kept across renders, every node is
 * copied by the young collections and marked by the full ones: 20,000 kept ropes of 400 parts
 * took 385 MB and 228 ms a full collection, flattened 111 MB and 4 ms
 * (docs/PERFORMANCE.md § "Kept markup, flattened"). A regular expression's match flattens its
 * subject first, in place; this one matches at once.
 */
function flat(s: string): string {
  START.test(s);
  return s;
}

const labelKeys = new WeakMap<object, string>();

/** A variant key of a category label map (its content, computed once per map object). */
export function labelsKey(labels: Readonly<Record<string, string>>): string {
  let key = labelKeys.get(labels);
  if (key === undefined) labelKeys.set(labels, (key = JSON.stringify(labels)));
  return key;
}
