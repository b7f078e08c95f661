import { useTheme } from 'styled-components';
import { directionOf, useLanguageStore } from '@rowad/shared/i18n';
import { ChartFrame, colourOf, type ChartSeries } from './frame';
import { formatNumber } from './numbers';
import { linearScale } from './scale';

export interface BarChartProps {
  /** The figure's caption, and the table's. */
  title: string;
  /** The chart in words (its accessible name). */
  summary: string;
  /** Each category's name ('Phone', 'WhatsApp'): a group of bars, a row of the table. */
  categories: readonly string[];
  /** The table's first column header ('Channel'). */
  categoryHeader: string;
  /** One bar per series in each category ('Last 30 days', 'The 30 days before'). */
  series: readonly ChartSeries[];
}

const LABEL = 20;
const BAR = 14;
const BAR_GAP = 3;
const ROW_GAP = 14;
const VALUE_ROOM = 48;

/**
 * Counts per category as horizontal bars, each category's name above its bars: it reads at
 * 360 px whatever the names' length. In Arabic the bars grow from the right.
 */
export function BarChart({ title, summary, categories, categoryHeader, series }: BarChartProps) {
  const language = useLanguageStore((state) => state.language);
  const rtl = directionOf(language) === 'rtl';
  const theme = useTheme();
  const max = Math.max(1, ...series.flatMap((one) => one.values));
  const rowHeight = LABEL + series.length * (BAR + BAR_GAP) + ROW_GAP;
  const height = categories.length * rowHeight;

  const draw = (width: number) => {
    const barRoom = Math.max(40, width - VALUE_ROOM);
    const length = linearScale([0, max], [0, barRoom]);
    // x of a bar's start, of its end: from the start edge of the writing direction.
    const place = (from: number, size: number) => (rtl ? width - from - size : from);
    return (
      <svg width={width} height={height} role="img" aria-label={summary} direction="ltr">
        {categories.map((category, row) => (
          <g key={category} transform={`translate(0, ${row * rowHeight})`}>
            <text
              x={rtl ? width : 0}
              y={LABEL - 6}
              textAnchor={rtl ? 'end' : 'start'}
              fill={theme.colors.text}
              fontSize={13}
              fontWeight={600}
            >
              {category}
            </text>
            {series.map((one, index) => {
              const value = one.values[row] ?? 0;
              const size = Math.max(value > 0 ? 2 : 0, length(value));
              const top = LABEL + index * (BAR + BAR_GAP);
              return (
                <g key={one.key}>
                  <rect
                    x={place(0, size)}
                    y={top}
                    width={size}
                    height={BAR}
                    rx={2}
                    fill={one.colour ?? colourOf(index)}
                  >
                    <title>{`${one.label}: ${formatNumber(value, language)}`}</title>
                  </rect>
                  <text
                    x={rtl ? width - size - 6 : size + 6}
                    y={top + BAR - 3}
                    textAnchor={rtl ? 'end' : 'start'}
                    fill={theme.colors.text}
                    fontSize={12}
                  >
                    {formatNumber(value, language)}
                  </text>
                </g>
              );
            })}
          </g>
        ))}
      </svg>
    );
  };

  return (
    <ChartFrame title={title} rowHeader={categoryHeader} rows={categories} series={series}>
      {draw}
    </ChartFrame>
  );
}
