import {
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
  type TooltipContentProps,
} from 'recharts';
import { directionOf } from '@/lib/i18n';
import { useTranslation } from '@/lib/use-translation';

export type TChartSeries = { key: string; label: string; color: string };
export type TChartRow = { label: string } & Record<string, number | string>;

type TTimeChartProps = {
  /** one row per bucket (or category), oldest first; `label` is the formatted bucket */
  rows: TChartRow[];
  series: TChartSeries[];
  kind: 'bar' | 'line';
  stacked?: boolean;
  /** formats a value for the axis, the tooltip and the table (the app's formatter) */
  format: (value: number) => string;
  /** the fallback table's caption and its first column's header */
  caption: string;
  labelHeader: string;
  testId?: string;
};

export const CHART_COLORS = ['#0f766e', '#f59e0b', '#6366f1', '#db2777', '#4b5b5a'];

function ChartTooltip({
  active,
  payload,
  label,
  format,
}: Pick<TooltipContentProps<number, string>, 'active' | 'payload' | 'label'> & { format: (value: number) => string }) {
  if (!active || !payload?.length) return null;
  return (
    <div className="rounded-lg border border-line bg-surface px-3 py-2 text-sm shadow-card" data-testid="chart-tooltip">
      <p className="font-semibold text-ink">{label}</p>
      <ul className="mt-1 grid gap-0.5">
        {payload.map((item) => (
          <li key={String(item.dataKey)} className="flex items-center gap-2 text-muted">
            <span
              aria-hidden="true"
              className="inline-block size-2.5 rounded-full"
              style={{ background: item.color }}
            />
            <span>{item.name}</span>
            <bdi className="ms-auto font-semibold text-ink">{format(Number(item.value ?? 0))}</bdi>
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * A chart over time (or categories) drawn by Recharts, mirrored in Arabic: time runs from right to
 * left and the value axis stands on the right (docs/decisions/016). The drawing is hidden from
 * screen readers, which get the same figures as a table.
 */
export function TimeChart({
  rows,
  series,
  kind,
  stacked = false,
  format,
  caption,
  labelHeader,
  testId,
}: TTimeChartProps) {
  const { i18n } = useTranslation('insight');
  const rtl = directionOf(i18n.language) === 'rtl';
  const axisTick = { fill: '#4b5b5a', fontSize: 12 };
  const common = {
    data: rows,
    margin: { top: 8, right: 8, bottom: 0, left: 8 },
    accessibilityLayer: false,
  };
  const axes = (
    <>
      <CartesianGrid stroke="#dfe6e4" vertical={false} />
      <XAxis dataKey="label" reversed={rtl} tick={axisTick} tickMargin={8} minTickGap={16} />
      <YAxis
        orientation={rtl ? 'right' : 'left'}
        tick={axisTick}
        tickFormatter={(value: number) => format(value)}
        width={72}
        allowDecimals={false}
      />
      <Tooltip content={(props) => <ChartTooltip {...props} format={format} />} />
      <Legend wrapperStyle={{ fontSize: 13 }} />
    </>
  );
  return (
    <figure className="grid min-w-0 grid-cols-1 gap-3" data-testid={testId}>
      <div aria-hidden="true" className="h-64 w-full min-w-0 overflow-hidden">
        <ResponsiveContainer width="100%" height="100%">
          {kind === 'bar' ? (
            <BarChart {...common}>
              {axes}
              {series.map((s) => (
                <Bar
                  key={s.key}
                  dataKey={s.key}
                  name={s.label}
                  fill={s.color}
                  stackId={stacked ? 'all' : undefined}
                  isAnimationActive={false}
                />
              ))}
            </BarChart>
          ) : (
            <LineChart {...common}>
              {axes}
              {series.map((s) => (
                <Line
                  key={s.key}
                  dataKey={s.key}
                  name={s.label}
                  stroke={s.color}
                  strokeWidth={2}
                  dot={rows.length <= 31}
                  type="monotone"
                  isAnimationActive={false}
                />
              ))}
            </LineChart>
          )}
        </ResponsiveContainer>
      </div>
      {/* a table cannot be made 1 px wide itself: its box, clipped, holds it */}
      <div className="sr-only">
        <table>
          <caption>{caption}</caption>
          <thead>
            <tr>
              <th scope="col">{labelHeader}</th>
              {series.map((s) => (
                <th key={s.key} scope="col">
                  {s.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.label}>
                <th scope="row">{row.label}</th>
                {series.map((s) => (
                  <td key={s.key}>{format(Number(row[s.key] ?? 0))}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
