import { paths } from '@rowad/shared/paths';
import type { Event } from '@rowad/shared/schemas';

/*
 * "Add to calendar": one event as an iCalendar file (RFC 5545) that calendar apps import. An
 * event lasts whole days in Hebron, so it is written as an all-day event: no time zone to get
 * wrong, and DTEND is the day after the last one (the end of an all-day event is exclusive).
 */

export const CALENDAR_PRODUCT_ID = '-//Rowad//Bazaars//EN';

/** The longest content line, in octets, before it is folded (RFC 5545 section 3.1). */
const LINE_OCTETS_MAX = 75;
const CRLF = '\r\n';

/** A TEXT value: backslash, semicolon and comma escaped, any line break as `\n` (section 3.3.11). */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/**
 * Splits a content line longer than 75 octets of UTF-8 into lines of at most 75 octets, each
 * continuation starting with one space (which counts towards its 75). Splits fall between
 * characters, never inside one's bytes.
 */
export function foldLine(line: string): string {
  const lines: string[] = [];
  let current = '';
  let octets = 0;
  for (const character of line) {
    const size = Buffer.byteLength(character, 'utf8');
    if (octets + size > LINE_OCTETS_MAX) {
      lines.push(current);
      current = ' ';
      octets = 1;
    }
    current += character;
    octets += size;
  }
  lines.push(current);
  return lines.join(CRLF);
}

/** `YYYY-MM-DD` as an iCalendar DATE, `YYYYMMDD`, moved by `days`. */
function calendarDate(day: string, days = 0): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10).replace(/-/g, '');
}

/** A moment in UTC as an iCalendar DATE-TIME, `YYYYMMDDTHHMMSSZ`. */
function calendarTimestamp(moment: Date): string {
  return moment
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replace(/[-:]/g, '');
}

/** The host part of the site's address, for the event's UID; `rowad` without a usable address. */
function hostOf(publicUrl: string | undefined): string {
  if (!publicUrl) return 'rowad';
  try {
    return new URL(publicUrl).host || 'rowad';
  } catch {
    return 'rowad';
  }
}

export interface CalendarOptions {
  /** The site's public address without a trailing slash (`https://rowad.ps`); the URL line needs it. */
  publicUrl?: string | undefined;
  /** When the file is made (DTSTAMP). */
  now: Date;
}

/** The VCALENDAR of one event, lines folded and ended by CRLF. */
export function eventCalendar(event: Event, { publicUrl, now }: CalendarOptions): string {
  const location = [event.street.trim(), event.city.trim()].filter((part) => part !== '').join(', ');
  const lines = [
    'BEGIN:VCALENDAR',
    `PRODID:${CALENDAR_PRODUCT_ID}`,
    'VERSION:2.0',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${escapeText(`event-${event.id}@${hostOf(publicUrl)}`)}`,
    `DTSTAMP:${calendarTimestamp(now)}`,
    `DTSTART;VALUE=DATE:${calendarDate(event.startDate)}`,
    `DTEND;VALUE=DATE:${calendarDate(event.endDate, 1)}`,
    `SUMMARY:${escapeText(event.name)}`,
    ...(event.description === '' ? [] : [`DESCRIPTION:${escapeText(event.description)}`]),
    ...(location === '' ? [] : [`LOCATION:${escapeText(location)}`]),
    // A URI value, not TEXT: it is written as it is.
    ...(publicUrl ? [`URL:${publicUrl}${paths.event(event.id)}`] : []),
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return lines.map(foldLine).join(CRLF) + CRLF;
}
