import { useEffect, useRef, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { useLanguageStore } from '@rowad/shared/i18n';
import { formatNumber } from './numbers';
import { useChartMessages } from './messages';

// What both charts are drawn in: a figure with its caption, the drawing (an image to assistive
// technology, named by its summary in words), a legend, and the same numbers as a table.

/** The series' colours, each at least 3:1 against the white card (WCAG 1.4.11). */
export const SERIES_COLOURS = ['#0f6e5a', '#1d4ed8', '#b45309', '#7c3aed', '#be185d', '#616e7c'] as const;

export const colourOf = (index: number) => SERIES_COLOURS[index % SERIES_COLOURS.length]!;

/** A named row of numbers, one a point of the chart (a day, a week, a period). */
export interface ChartSeries {
  key: string;
  label: string;
  values: readonly number[];
  /** Its colour, else the palette's by its place. */
  colour?: string;
}

const Figure = styled.figure`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;
  min-inline-size: 0;
  /* Each part as narrow as the screen: the drawing is measured, the table scrolls. */
  & > * {
    min-inline-size: 0;
  }
  figcaption {
    font-weight: 700;
  }
  svg {
    display: block;
    overflow: visible;
  }
`;

const Legend = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => `${theme.space(1)} ${theme.space(4)}`};
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: 0.875rem;
  li {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space(2)};
  }
`;

const Swatch = styled.span<{ $colour: string }>`
  inline-size: 14px;
  block-size: 4px;
  border-radius: 2px;
  background: ${({ $colour }) => $colour};
`;

const Details = styled.details`
  font-size: 0.875rem;
  summary {
    cursor: pointer;
    color: ${({ theme }) => theme.colors.primary};
    font-weight: 600;
    min-block-size: 32px;
    display: list-item;
  }
`;

const TableScroll = styled.div`
  overflow-x: auto;
  max-block-size: 360px;
  overflow-y: auto;
  table {
    border-collapse: collapse;
    min-inline-size: 100%;
  }
  caption {
    text-align: start;
    padding-block: ${({ theme }) => theme.space(1)};
    color: ${({ theme }) => theme.colors.muted};
  }
  th,
  td {
    padding: ${({ theme }) => `${theme.space(1)} ${theme.space(2)}`};
    border-block-end: 1px solid ${({ theme }) => theme.colors.border};
    text-align: start;
    white-space: nowrap;
  }
  td {
    font-variant-numeric: tabular-nums;
  }
`;

/** The width the drawing has, followed as the screen turns or the window changes. */
export function useWidth(fallback = 640) {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(fallback);
  useEffect(() => {
    const element = ref.current;
    if (!element) return undefined;
    const measure = () => {
      if (element.clientWidth > 0) setWidth(element.clientWidth);
    };
    measure();
    if (typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return { ref, width };
}

interface ChartFrameProps {
  title: string;
  /** The table's first column: what a row is (a day, a week, a channel). */
  rowHeader: string;
  rows: readonly string[];
  series: readonly ChartSeries[];
  /** Draws the chart at the width measured. */
  children: (width: number) => ReactNode;
}

export function ChartFrame({ title, rowHeader, rows, series, children }: ChartFrameProps) {
  const t = useChartMessages();
  const language = useLanguageStore((state) => state.language);
  const { ref, width } = useWidth();
  return (
    <Figure>
      <figcaption>{title}</figcaption>
      <div ref={ref}>{children(width)}</div>
      {series.length > 1 && (
        <Legend aria-label={t('legend')}>
          {series.map((one, index) => (
            <li key={one.key}>
              <Swatch $colour={one.colour ?? colourOf(index)} aria-hidden="true" />
              {one.label}
            </li>
          ))}
        </Legend>
      )}
      <Details>
        <summary>{t('showTable')}</summary>
        {/* A region a keyboard can scroll: the table may be wider or longer than its box. */}
        <TableScroll tabIndex={0} role="region" aria-label={title}>
          <table>
            <caption>{title}</caption>
            <thead>
              <tr>
                <th scope="col">{rowHeader}</th>
                {series.map((one) => (
                  <th key={one.key} scope="col">
                    {one.label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row, index) => (
                <tr key={row}>
                  <th scope="row">{row}</th>
                  {series.map((one) => (
                    <td key={one.key}>{formatNumber(one.values[index] ?? 0, language)}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      </Details>
    </Figure>
  );
}
