/**
 * A small inline SVG chart of a window (issue 22 §5): views per day as bars, leads as dots
 * on top. No chart library; the figures themselves are in the cards beside it.
 */
import type { StatDay } from '@/lib/contract/provider-owner';
import { ownerDashboard as m } from '@/lib/messages/provider-owner';

const W = 600;
const H = 140;
const PAD = 4;

export function StatsChart({ series, days }: { series: readonly StatDay[]; days: number }) {
  const max = Math.max(1, ...series.map((d) => Math.max(d.views, d.leads)));
  const step = (W - PAD * 2) / Math.max(1, series.length);
  const bar = Math.max(1, step * 0.7);
  const y = (v: number) => H - PAD - (v / max) * (H - PAD * 2);
  return (
    <figure className="mt-4">
      <svg
        viewBox={`0 0 ${W} ${H}`}
        role="img"
        aria-label={m.chartLabel(days)}
        className="h-36 w-full"
        preserveAspectRatio="none"
        data-stats-chart
      >
        <line x1={0} y1={H - PAD} x2={W} y2={H - PAD} stroke="#cbd5e1" strokeWidth={1} />
        {series.map((d, i) => (
          <rect
            key={d.day}
            x={PAD + i * step}
            y={y(d.views)}
            width={bar}
            height={H - PAD - y(d.views)}
            className="fill-brand-600"
          >
            <title>{`${d.day}: ${d.views} ${m.chartViews.toLowerCase()}, ${d.leads} ${m.chartLeads.toLowerCase()}`}</title>
          </rect>
        ))}
        {series.map((d, i) =>
          d.leads > 0 ? (
            <circle
              key={`l${d.day}`}
              cx={PAD + i * step + bar / 2}
              cy={y(d.leads)}
              r={4}
              className="fill-orange-500"
            />
          ) : null,
        )}
      </svg>
      <figcaption className="mt-2 flex gap-4 text-xs text-slate-600">
        <span>
          <span className="mr-1 inline-block h-2 w-3 rounded-sm bg-brand-600" aria-hidden="true" />
          {m.chartViews}
        </span>
        <span>
          <span
            className="mr-1 inline-block h-2 w-2 rounded-full bg-orange-500"
            aria-hidden="true"
          />
          {m.chartLeads}
        </span>
      </figcaption>
    </figure>
  );
}
