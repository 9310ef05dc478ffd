/**
 * A small inline SVG chart of a window: views per day as bars, leads as dots
 * on top. No chart library. Readable without hovering (phones have no hover): the window's
 * totals in a sentence above ("1 vista en 30 días"), a value scale on the left, dates below,
 * each day's figure over its bar while few days have any, the days with activity in a table
 * under "Ver las cifras por día", and a legend of the series that have data. Geometry and
 * figures in chart-geometry.ts.
 */
import type { StatDay } from '@/lib/contract/provider-owner';
import { formatCount } from '@/lib/contract/number-format';
import { formatShortDayEs } from '@/lib/domain/dates';
import { ownerDashboard as m } from '@/lib/messages/provider-owner';
import { barLabelPosition, chartGeometry, H, PAD, W, type ChartGeometry } from './chart-geometry';
import { ChartLegend, DailyTable } from './ChartParts';

interface Props {
  series: readonly StatDay[];
  days: number;
}

export function StatsChart({ series, days }: Props) {
  const g = chartGeometry(series);
  return (
    <figure className="mt-4">
      <p className="text-sm font-medium text-ink" data-stats-summary>
        {m.chartSummary(g.views, g.leads, days)}
      </p>
      <div className="mt-2 flex gap-2">
        <div
          className="flex h-36 w-8 shrink-0 flex-col justify-between text-right text-xs text-slate-600 tabular-nums"
          data-chart-y-axis
          aria-hidden="true"
        >
          {g.ticks.map((t) => (
            <span key={t} className="leading-none">
              {formatCount(t)}
            </span>
          ))}
        </div>
        <div className="relative min-w-0 flex-1">
          <ChartSvg g={g} series={series} days={days} />
          {g.labelled && <BarLabels g={g} series={series} />}
        </div>
      </div>
      <div
        className="mt-1 ml-10 flex justify-between text-xs text-slate-600"
        data-chart-x-axis
        aria-hidden="true"
      >
        {g.dates.map((d, i) => (
          <span key={`${d.day}-${i}`}>{formatShortDayEs(d.day)}</span>
        ))}
      </div>
      {g.views + g.leads > 0 && <ChartLegend views={g.views} leads={g.leads} />}
      {g.active.length > 0 && <DailyTable active={g.active} />}
    </figure>
  );
}

/** The SVG: scale lines, a bar a day (its figures in a title), a dot a day with leads. */
function ChartSvg({ g, series, days }: Props & { g: ChartGeometry }) {
  return (
    <svg
      viewBox={`0 0 ${W} ${H}`}
      role="img"
      aria-label={`${m.chartLabel(days)}: ${m.chartSummary(g.views, g.leads, days)}`}
      className="h-36 w-full"
      preserveAspectRatio="none"
      data-stats-chart
    >
      {g.ticks.map((t) => (
        <line
          key={t}
          x1={0}
          y1={g.y(t)}
          x2={W}
          y2={g.y(t)}
          stroke={t === 0 ? '#94a3b8' : '#e2e8f0'}
          strokeWidth={1}
          vectorEffect="non-scaling-stroke"
        />
      ))}
      {series.map((d, i) => (
        <rect
          key={d.day}
          x={g.x(i)}
          y={g.y(d.views)}
          width={g.bar}
          height={H - PAD - g.y(d.views)}
          className="fill-brand-600"
        >
          <title>{`${formatShortDayEs(d.day)}: ${d.views} ${m.chartViews.toLowerCase()}, ${d.leads} ${m.chartLeads.toLowerCase()}`}</title>
        </rect>
      ))}
      {series.map((d, i) =>
        d.leads > 0 ? (
          <circle
            key={`l${d.day}`}
            cx={g.x(i) + g.bar / 2}
            cy={g.y(d.leads)}
            r={4}
            className="fill-orange-500"
          />
        ) : null,
      )}
    </svg>
  );
}

/** Each day's views written over its bar (only while few days have any). */
function BarLabels({ g, series }: { g: ChartGeometry; series: readonly StatDay[] }) {
  return (
    <>
      {series.map((d, i) =>
        d.views > 0 ? (
          <span
            key={`v${d.day}`}
            className="absolute -translate-x-1/2 text-[11px] leading-none font-semibold text-ink tabular-nums"
            style={barLabelPosition(g, i, d.views)}
            aria-hidden="true"
            data-bar-value
          >
            {formatCount(d.views)}
          </span>
        ) : null,
      )}
    </>
  );
}
