/**
 * A small inline SVG chart of a window: views per day as bars, leads as dots
 * on top. No chart library. Readable without hovering (phones have no hover): the window's
 * totals in a sentence above ("1 vista en 30 días"), a value scale on the left, dates below,
 * each day's figure over its bar while few days have any, the days with activity in a table
 * under "Ver las cifras por día", and a legend of the series that have data.
 */
import type { StatDay } from '@/lib/contract/provider-owner';
import { formatCount } from '@/lib/contract/number-format';
import { formatShortDayEs } from '@/lib/domain/dates';
import { ownerDashboard as m } from '@/lib/messages/provider-owner';

const W = 600;
const H = 140;
const PAD = 4;
/** Above this many days with views, the figures stay in the table (they would overlap). */
const MAX_BAR_LABELS = 12;

export function StatsChart({ series, days }: { series: readonly StatDay[]; days: number }) {
  const views = series.reduce((s, d) => s + d.views, 0);
  const leads = series.reduce((s, d) => s + d.leads, 0);
  const peak = Math.max(...series.map((d) => Math.max(d.views, d.leads)), 0);
  // An even top (so the middle line is a whole number), at least 2.
  const max = Math.max(2, peak + (peak % 2));
  const step = (W - PAD * 2) / Math.max(1, series.length);
  const bar = Math.max(1, step * 0.7);
  const y = (v: number) => H - PAD - (v / max) * (H - PAD * 2);
  const active = series.filter((d) => d.views > 0 || d.leads > 0);
  const labelled = series.filter((d) => d.views > 0).length <= MAX_BAR_LABELS;
  const ticks = [max, max / 2, 0];
  const dates = series.length
    ? [series[0]!, series[Math.floor((series.length - 1) / 2)]!, series[series.length - 1]!]
    : [];
  return (
    <figure className="mt-4">
      <p className="text-sm font-medium text-ink" data-stats-summary>
        {m.chartSummary(views, leads, days)}
      </p>
      <div className="mt-2 flex gap-2">
        <div
          className="flex h-36 w-8 shrink-0 flex-col justify-between text-right text-xs text-slate-600 tabular-nums"
          data-chart-y-axis
          aria-hidden="true"
        >
          {ticks.map((t) => (
            <span key={t} className="leading-none">
              {formatCount(t)}
            </span>
          ))}
        </div>
        <div className="relative min-w-0 flex-1">
          <svg
            viewBox={`0 0 ${W} ${H}`}
            role="img"
            aria-label={`${m.chartLabel(days)}: ${m.chartSummary(views, leads, days)}`}
            className="h-36 w-full"
            preserveAspectRatio="none"
            data-stats-chart
          >
            {ticks.map((t) => (
              <line
                key={t}
                x1={0}
                y1={y(t)}
                x2={W}
                y2={y(t)}
                stroke={t === 0 ? '#94a3b8' : '#e2e8f0'}
                strokeWidth={1}
                vectorEffect="non-scaling-stroke"
              />
            ))}
            {series.map((d, i) => (
              <rect
                key={d.day}
                x={PAD + i * step}
                y={y(d.views)}
                width={bar}
                height={H - PAD - y(d.views)}
                className="fill-brand-600"
              >
                <title>{`${formatShortDayEs(d.day)}: ${d.views} ${m.chartViews.toLowerCase()}, ${d.leads} ${m.chartLeads.toLowerCase()}`}</title>
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
          {labelled &&
            series.map((d, i) =>
              d.views > 0 ? (
                <span
                  key={`v${d.day}`}
                  className="absolute -translate-x-1/2 text-[11px] leading-none font-semibold text-ink tabular-nums"
                  style={{
                    left: `${((PAD + i * step + bar / 2) / W) * 100}%`,
                    bottom: `calc(${((H - y(d.views)) / H) * 100}% + 2px)`,
                  }}
                  aria-hidden="true"
                  data-bar-value
                >
                  {formatCount(d.views)}
                </span>
              ) : null,
            )}
        </div>
      </div>
      <div
        className="mt-1 ml-10 flex justify-between text-xs text-slate-600"
        data-chart-x-axis
        aria-hidden="true"
      >
        {dates.map((d, i) => (
          <span key={`${d.day}-${i}`}>{formatShortDayEs(d.day)}</span>
        ))}
      </div>
      {views + leads > 0 && (
        <figcaption className="mt-2 flex gap-4 text-xs text-slate-600">
          <span className="font-medium">{m.chartYAxis}:</span>
          {views > 0 && (
            <span>
              <span
                className="mr-1 inline-block h-2 w-3 rounded-sm bg-brand-600"
                aria-hidden="true"
              />
              {m.chartViews}
            </span>
          )}
          {leads > 0 && (
            <span>
              <span
                className="mr-1 inline-block h-2 w-2 rounded-full bg-orange-500"
                aria-hidden="true"
              />
              {m.chartLeads}
            </span>
          )}
        </figcaption>
      )}
      {active.length > 0 && (
        <details className="mt-2 text-sm">
          <summary className="cursor-pointer font-semibold text-brand-700">{m.chartDaily}</summary>
          <table className="mt-2 text-left text-xs" data-chart-table>
            <thead className="text-slate-600">
              <tr>
                <th scope="col" className="py-1 pr-4">
                  {m.chartDay}
                </th>
                <th scope="col" className="py-1 pr-4">
                  {m.chartViews}
                </th>
                <th scope="col" className="py-1">
                  {m.chartLeads}
                </th>
              </tr>
            </thead>
            <tbody className="tabular-nums">
              {active.map((d) => (
                <tr key={d.day}>
                  <th scope="row" className="py-0.5 pr-4 font-normal">
                    {formatShortDayEs(d.day)}
                  </th>
                  <td className="py-0.5 pr-4">{formatCount(d.views)}</td>
                  <td className="py-0.5">{formatCount(d.leads)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </details>
      )}
    </figure>
  );
}
