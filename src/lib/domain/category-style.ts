/**
 * these eight categories have their own icon and colour; others get a default.
 * Icons are 24×24 stroke paths; colours are Tailwind class pairs with AA contrast.
 */
export interface CategoryStyle {
  icon: string;
  tone: string;
}

const STYLES: Readonly<Record<string, CategoryStyle>> = {
  recruiting: {
    icon: 'M16 19v-1a4 4 0 0 0-4-4H7a4 4 0 0 0-4 4v1M9.5 10a3.5 3.5 0 1 0 0-7 3.5 3.5 0 0 0 0 7zM19 8v6M22 11h-6',
    tone: 'bg-sky-50 text-sky-800 ring-sky-200',
  },
  payroll: {
    icon: 'M3 6h18v12H3zM12 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM6 9v.01M18 15v.01',
    tone: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  },
  benefits: {
    icon: 'M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10z',
    tone: 'bg-rose-50 text-rose-800 ring-rose-200',
  },
  learning_development: {
    icon: 'M2 9l10-5 10 5-10 5-10-5zM6 11v5c3 2.5 9 2.5 12 0v-5',
    tone: 'bg-amber-50 text-amber-800 ring-amber-200',
  },
  performance_management: {
    icon: 'M4 20V10M10 20V4M16 20v-7M22 20H2',
    tone: 'bg-violet-50 text-violet-800 ring-violet-200',
  },
  hr_tech: {
    icon: 'M4 5h16v11H4zM8 20h8M12 16v4',
    tone: 'bg-cyan-50 text-cyan-800 ring-cyan-200',
  },
  outsourcing: {
    icon: 'M4 21V7l6-4v18M10 21h10V9l-10-3M14 12h2M14 16h2',
    tone: 'bg-orange-50 text-orange-800 ring-orange-200',
  },
  consulting: {
    icon: 'M9 18h6M10 21h4M12 3a6 6 0 0 0-3.5 10.9c.3.2.5.6.5 1V16h6v-1.1c0-.4.2-.8.5-1A6 6 0 0 0 12 3z',
    tone: 'bg-indigo-50 text-indigo-800 ring-indigo-200',
  },
};

const DEFAULT_STYLE: CategoryStyle = {
  icon: 'M4 4h7v7H4zM13 4h7v7h-7zM4 13h7v7H4zM13 13h7v7h-7z',
  tone: 'bg-slate-100 text-slate-800 ring-slate-200',
};

export function categoryStyle(name: string): CategoryStyle {
  return Object.hasOwn(STYLES, name) ? (STYLES[name] ?? DEFAULT_STYLE) : DEFAULT_STYLE;
}
