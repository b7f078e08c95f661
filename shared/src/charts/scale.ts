/**
 * A linear scale: `domain` onto `range`. Ours, not @visx/scale's: its scales are built from
 * operators that bring d3's colour, time and format code, two thirds of the charts' bytes, for
 * the one straight mapping a count chart needs (docs/decisions.md, "Charts").
 */
export function linearScale([from, to]: readonly [number, number], [start, end]: readonly [number, number]) {
  const span = to - from || 1;
  return (value: number) => start + ((value - from) / span) * (end - start);
}
