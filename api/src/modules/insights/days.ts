import { hebronToday } from '@rowad/shared/schemas';

/*
 * Calendar arithmetic on `YYYY-MM-DD` days (Hebron's, as every count keeps them): a day is read
 * as midnight UTC only to step and compare, never as an instant.
 */

const DAY_MS = 86_400_000;

const toTime = (day: string): number => Date.parse(`${day}T00:00:00Z`);
const fromTime = (time: number): string => new Date(time).toISOString().slice(0, 10);

/** `day` moved by `count` days (negative: back). */
export function addDays(day: string, count: number): string {
  return fromTime(toTime(day) + count * DAY_MS);
}

/** Days from `from` to `to`, both included, oldest first. */
export function daysFrom(from: string, to: string): string[] {
  const days: string[] = [];
  for (let time = toTime(from); time <= toTime(to); time += DAY_MS) days.push(fromTime(time));
  return days;
}

/** Whole days from `from` to `to` (0 for the same day). */
export function daysBetween(from: string, to: string): number {
  return Math.round((toTime(to) - toTime(from)) / DAY_MS);
}

/** The Monday of the ISO week `day` falls in. */
export function mondayOf(day: string): string {
  const weekday = (new Date(toTime(day)).getUTCDay() + 6) % 7;
  return addDays(day, -weekday);
}

/** The ISO week of a Monday, `2026-W48`: the week belongs to the year of its Thursday. */
export function isoWeek(monday: string): string {
  const thursday = addDays(monday, 3);
  const year = thursday.slice(0, 4);
  const week = Math.floor(daysBetween(`${year}-01-01`, thursday) / 7) + 1;
  return `${year}-W${String(week).padStart(2, '0')}`;
}

/** The Hebron day a stored timestamp (an ISO-8601 UTC string) falls on. */
export const dayOf = (timestamp: string): string => hebronToday(new Date(timestamp));

/**
 * A timestamp no later than the start of `day` in Hebron (UTC+2 or +3): the lower bound of a
 * query whose rows are then placed on their days exactly by `dayOf`.
 */
export const timestampBefore = (day: string): string => `${addDays(day, -1)}T00:00:00.000Z`;
