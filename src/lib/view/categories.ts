/**
 * View models of categories: what src/lib/data/categories.ts loads and the views render
 * (plain data; the data layer and the views both import these types).
 */

export interface Category {
  id: string;
  name: string;
  label: string;
  description: string;
}
