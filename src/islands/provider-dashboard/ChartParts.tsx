/** The statistics chart's legend and its table of the days with activity (StatsChart.tsx). */
import type { StatDay } from '@/lib/contract/provider-owner';
import { formatCount } from '@/lib/contract/number-format';
import { formatShortDayEs } from '@/lib/domain/dates';
import { ownerDashboard as m } from '@/lib/messages/provider-owner';

/** The legend: only the series that have data. */
export function ChartLegend({ views, leads }: { views: number; leads: number }) {
  return (
    <figcaption className="mt-2 flex gap-4 text-xs text-slate-600">
      <span className="font-medium">{m.chartYAxis}:</span>
      {views > 0 && (
        <span>
          <span className="mr-1 inline-block h-2 w-3 rounded-sm bg-brand-600" aria-hidden="true" />
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
  );
}

/** "Ver las cifras por día": the days with any view or lead, as a table. */
export function DailyTable({ active }: { active: readonly StatDay[] }) {
  return (
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
  );
}
