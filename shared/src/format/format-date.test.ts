import { formatDate, formatDateRange } from './format-date';

describe('formatDate', () => {
  it('formats as docs/product.md shows: short weekday, month, two-digit day, year', () => {
    expect(formatDate('2025-01-06')).toBe('Mon, Jan 06, 2025');
  });

  it('shows a calendar day as that day whatever the time zone', () => {
    expect(formatDate('2025-03-01')).toBe('Sat, Mar 01, 2025');
  });

  it('formats timestamps and Date objects', () => {
    expect(formatDate(new Date(2025, 0, 1, 12))).toBe('Wed, Jan 01, 2025');
  });

  it('returns an empty string for missing or invalid dates instead of "Invalid Date"', () => {
    expect(formatDate(null)).toBe('');
    expect(formatDate('')).toBe('');
    expect(formatDate('not a date')).toBe('');
  });

  it('uses Arabic words and Latin digits on Arabic screens', () => {
    const text = formatDate('2025-01-06', 'ar');
    expect(text).toContain('يناير');
    expect(text).toContain('06');
    expect(text).toContain('2025');
  });
});

describe('formatDateRange', () => {
  it('joins start and end with a dash', () => {
    expect(formatDateRange('2025-01-06', '2025-01-08')).toBe('Mon, Jan 06, 2025 - Wed, Jan 08, 2025');
  });
});
