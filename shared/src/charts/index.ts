// Charts of counts (issue 30): accessible SVG drawn as React elements, each with a table of its
// numbers. An entry of its own, imported by the insights pages only, so no other page carries
// the charts (docs/decisions.md, "Charts").
export { LineChart } from './line-chart';
export type { LineChartProps } from './line-chart';
export { BarChart } from './bar-chart';
export type { BarChartProps } from './bar-chart';
export { SERIES_COLOURS } from './frame';
export type { ChartSeries } from './frame';
export { changeOf, formatNumber, formatShortDay } from './numbers';
export type { Change } from './numbers';
export { PeriodButtons } from './period-buttons';
