import { useTheme } from 'styled-components';
import { directionOf, useLanguageStore } from '@rowad/shared/i18n';
import { ChartFrame, colourOf, type ChartSeries } from './frame';
import { formatNumber } from './numbers';
import { linearScale } from './scale';

export interface LineChartProps {
  /** The figure's caption, and the table's. */
  title: string;
  /** The chart in words (its accessible name): totals, the highest point, the change. */
  summary: string;
  /** Each point's name in full (the table's rows: 'Mon, Nov 23, 2026'). */
  labels: readonly string[];
  /** Each point's short name, under the time axis ('Nov 23'). */
  tickLabels: readonly string[];
  /** The table's first column header ('Day', 'Week'). */
  labelHeader: string;
  series: readonly ChartSeries[];
  height?: number;
}

const SIDE = 44;
const OTHER_SIDE = 16;
const TOP = 12;
const BOTTOM = 30;

/** A count's axis: from 0 past `max` in round whole steps (1, 2 or 5 times a power of ten), about `count` of them. */
export function wholeTicks(max: number, count: number): number[] {
  const rough = Math.max(1, max / count);
  const power = 10 ** Math.floor(Math.log10(rough));
  const step = [1, 2, 5, 10].map((factor) => factor * power).find((candidate) => candidate >= rough)!;
  const top = step * Math.max(1, Math.ceil(max / step));
  const ticks: number[] = [];
  for (let value = 0; value <= top; value += step) ticks.push(value);
  return ticks;
}

/**
 * Counts over time (views per day, sign-ups per week), one line a series. In Arabic the time axis
 * runs right to left and the count axis stands on the right; the numbers are written as the
 * Arabic screens write them. Drawn at the width it has, from 320 px.
 */
export function LineChart({
  title,
  summary,
  labels,
  tickLabels,
  labelHeader,
  series,
  height = 220,
}: LineChartProps) {
  const language = useLanguageStore((state) => state.language);
  const rtl = directionOf(language) === 'rtl';
  const theme = useTheme();
  const points = labels.length;
  const max = Math.max(1, ...series.flatMap((one) => one.values));
  const ticks = wholeTicks(max, 4);
  const top = ticks[ticks.length - 1]!;

  const draw = (width: number) => {
    const innerWidth = Math.max(40, width - SIDE - OTHER_SIDE);
    const innerHeight = height - TOP - BOTTOM;
    const x = linearScale([0, Math.max(1, points - 1)], rtl ? [innerWidth, 0] : [0, innerWidth]);
    const y = linearScale([0, top], [innerHeight, 0]);
    // As many time labels as fit, about one per 64 px, always the first and the last.
    const room = Math.max(2, Math.floor(innerWidth / 64));
    const every = Math.max(1, Math.ceil(points / room));
    const timeTicks = labels.map((_, index) => index).filter((index) => index % every === 0);
    const tickText = {
      fill: theme.colors.muted,
      fontSize: 11,
    } as const;
    return (
      <svg
        width={width}
        height={height}
        role="img"
        aria-label={summary}
        // Laid out here for each direction: the text inside keeps its own (Arabic month names).
        direction="ltr"
      >
        <g transform={`translate(${rtl ? OTHER_SIDE : SIDE}, ${TOP})`}>
          {ticks.map((tick) => (
            <line
              key={tick}
              x1={0}
              x2={innerWidth}
              y1={y(tick)}
              y2={y(tick)}
              stroke={theme.colors.border}
              strokeWidth={1}
            />
          ))}
          {series.map((one, index) => (
            <g key={one.key}>
              <path
                d={one.values.map((value, point) => `${point ? 'L' : 'M'}${x(point)},${y(value)}`).join('')}
                stroke={one.colour ?? colourOf(index)}
                strokeWidth={2.5}
                strokeLinejoin="round"
                strokeLinecap="round"
                fill="none"
              />
              {points <= 31 &&
                one.values.map((value, point) => (
                  <circle
                    key={point}
                    cx={x(point)}
                    cy={y(value)}
                    r={points <= 14 ? 3.5 : 2.5}
                    fill={one.colour ?? colourOf(index)}
                  >
                    <title>{`${labels[point]}: ${formatNumber(value, language)}`}</title>
                  </circle>
                ))}
            </g>
          ))}
          {/* The axes, drawn here rather than by @visx/axis: its text measuring brings a CSS calc()
              evaluator, over half the chart's bytes (docs/decisions.md, "Charts"). */}
          <line x1={0} x2={innerWidth} y1={innerHeight} y2={innerHeight} stroke={theme.colors.muted} />
          {/* A label at either end of the time axis lines up with that end, so none is cut off. */}
          {timeTicks.map((point) => (
            <text
              key={point}
              x={x(point)}
              y={innerHeight + 18}
              textAnchor={x(point) < 1 ? 'start' : x(point) > innerWidth - 1 ? 'end' : 'middle'}
              {...tickText}
            >
              {tickLabels[point]}
            </text>
          ))}
          {ticks.map((tick) => (
            <text
              key={tick}
              x={rtl ? innerWidth + 6 : -6}
              y={y(tick) + 4}
              textAnchor={rtl ? 'start' : 'end'}
              {...tickText}
            >
              {formatNumber(tick, language)}
            </text>
          ))}
        </g>
      </svg>
    );
  };

  return (
    <ChartFrame title={title} rowHeader={labelHeader} rows={labels} series={series}>
      {draw}
    </ChartFrame>
  );
}
