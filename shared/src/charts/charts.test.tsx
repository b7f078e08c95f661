import { act, render, screen, within } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { useLanguageStore } from '@rowad/shared/i18n';
import { theme } from '../ui/theme';
import { BarChart } from './bar-chart';
import { LineChart, wholeTicks } from './line-chart';
import { changeOf, formatNumber } from './numbers';

afterEach(() => act(() => useLanguageStore.getState().setLanguage('en')));

const show = (element: React.ReactElement) => render(<ThemeProvider theme={theme}>{element}</ThemeProvider>);

function line() {
  return (
    <LineChart
      title="Views per day"
      summary="Views per day: 1,250 in total."
      labels={['Mon, Nov 23, 2026', 'Tue, Nov 24, 2026', 'Wed, Nov 25, 2026']}
      tickLabels={['Nov 23', 'Nov 24', 'Nov 25']}
      labelHeader="Day"
      series={[{ key: 'views', label: 'Views', values: [0, 1250, 40] }]}
    />
  );
}

/** The x of each point of the line, as drawn. */
const pointsX = () =>
  Array.from(document.querySelectorAll('circle')).map((circle) => Number(circle.getAttribute('cx')));

describe('changeOf', () => {
  it.each([
    [14, 10, { direction: 'up', percent: 40 }],
    [5, 10, { direction: 'down', percent: 50 }],
    [1001, 1000, { direction: 'up', percent: 1 }],
    [7, 7, { direction: 'same' }],
    [3, 0, { direction: 'new' }],
    [0, 0, { direction: 'none' }],
    [0, 4, { direction: 'down', percent: 100 }],
  ])('%p against %p', (count, previous, change) => {
    expect(changeOf(count, previous)).toEqual(change);
  });
});

describe('LineChart', () => {
  it('is an image named by its summary, with the same numbers in a table', () => {
    show(line());
    expect(screen.getByRole('img', { name: 'Views per day: 1,250 in total.' })).toBeTruthy();
    const table = screen.getByRole('table', { name: 'Views per day' });
    expect(
      within(table)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['DayViews', 'Mon, Nov 23, 20260', 'Tue, Nov 24, 20261,250', 'Wed, Nov 25, 202640']);
    expect(screen.getByText('Show the numbers as a table')).toBeTruthy();
  });

  it('runs its time axis right to left in Arabic, the oldest day on the right', () => {
    show(line());
    const ltr = pointsX();
    expect(ltr[0]).toBeLessThan(ltr[2]!);
    act(() => useLanguageStore.getState().setLanguage('ar'));
    const rtl = pointsX();
    expect(rtl[0]).toBeGreaterThan(rtl[2]!);
    expect(screen.getByText('عرض الأرقام في جدول')).toBeTruthy();
    // Arabic screens write Latin digits (shared/src/format/format-date.ts).
    expect(within(screen.getByRole('table')).getByText(formatNumber(1250, 'ar'))).toBeTruthy();
    expect(formatNumber(1250, 'ar')).toMatch(/^1.250$/);
  });
});

describe('BarChart', () => {
  it('draws a bar per series and category, growing from the right in Arabic', () => {
    show(
      <BarChart
        title="Contact taps by channel"
        summary="Phone 3, WhatsApp 5."
        categories={['Phone', 'WhatsApp']}
        categoryHeader="Channel"
        series={[
          { key: 'now', label: 'This period', values: [3, 5] },
          { key: 'before', label: 'The period before', values: [3, 0] },
        ]}
      />,
    );
    expect(screen.getByRole('img', { name: 'Phone 3, WhatsApp 5.' })).toBeTruthy();
    const table = screen.getByRole('table', { name: 'Contact taps by channel' });
    expect(
      within(table)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['ChannelThis periodThe period before', 'Phone33', 'WhatsApp50']);
    const starts = () =>
      Array.from(document.querySelectorAll('rect')).map((bar) => Number(bar.getAttribute('x')));
    expect(starts().every((x) => x === 0)).toBe(true);
    act(() => useLanguageStore.getState().setLanguage('ar'));
    expect(starts().every((x) => x > 0)).toBe(true);
  });
});

describe('wholeTicks', () => {
  it.each([
    [0, [0, 1]],
    [3, [0, 1, 2, 3]],
    [12, [0, 5, 10, 15]],
    [1464, [0, 500, 1000, 1500]],
  ])('marks a count axis up to %p in round steps', (max, ticks) => {
    expect(wholeTicks(max, 4)).toEqual(ticks);
  });
});
