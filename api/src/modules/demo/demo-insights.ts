import type { Kysely } from 'kysely';
import type { ProjectInput } from '@rowad/shared/schemas';
import { hebronToday } from '@rowad/shared/schemas';
import type { Database, InsightsDailyTable } from '../../db/schema.js';
import { inTransaction } from '../../db/transaction.js';
import { addDays } from '../insights/days.js';

// Past daily counts for the demo's projects and bazaars (docs/decisions.md, "Demo data" under
// Owner insights), so a first look at /owner/insights and /admin/insights shows believable
// charts: the last 180 days (a 90-day period and the one before it), more on Fridays and
// Saturdays, slowly growing. Drawn from a fixed sequence: every demo start shows the same shape.

const DAYS = 180;

/** A repeatable number in [0, 1) of a seed (mulberry32). */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let mixed = Math.imul(state ^ (state >>> 15), 1 | state);
    mixed = (mixed + Math.imul(mixed ^ (mixed >>> 7), 61 | mixed)) ^ mixed;
    return ((mixed ^ (mixed >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** The channels a project's page shows, each with the share of its visitors who tap it. */
function channelsOf(contact: ProjectInput['contact']): [string, number][] {
  const channels: [string, number][] = [];
  if (contact.phones.length > 0) channels.push(['phone', 0.06]);
  if (contact.whatsapp) channels.push(['whatsapp', 0.1]);
  if (contact.email) channels.push(['email', 0.03]);
  if (contact.website) channels.push(['website', 0.05]);
  if (contact.pages.length > 0) channels.push(['social', 0.07]);
  return channels;
}

function rows(
  kind: InsightsDailyTable['kind'],
  itemId: number,
  base: number,
  channels: [string, number][],
  today: string,
): InsightsDailyTable[] {
  const next = random(itemId * 7919 + (kind === 'event' ? 104_729 : 0));
  const made: InsightsDailyTable[] = [];
  for (let back = DAYS - 1; back >= 0; back -= 1) {
    const day = addDays(today, -back);
    const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
    const weekend = weekday === 5 || weekday === 6 ? 1.5 : 1;
    const growth = 0.6 + (0.8 * (DAYS - back)) / DAYS;
    const views = Math.round(base * weekend * growth * (0.5 + next()));
    if (views === 0) continue;
    made.push({ kind, item_id: itemId, day, metric: 'view', count: views });
    for (const [metric, share] of channels) {
      const taps = Math.round(views * share * 2 * next());
      if (taps > 0) made.push({ kind, item_id: itemId, day, metric, count: taps });
    }
  }
  return made;
}

/** Writes the demo's past counts: each project's views and taps on its channels, each bazaar's. */
export async function seedDemoInsights(
  db: Kysely<Database>,
  projects: readonly { id: number; contact: ProjectInput['contact'] }[],
  eventIds: readonly number[],
): Promise<void> {
  const today = hebronToday(new Date());
  const all = [
    ...projects.flatMap((project, index) =>
      rows('project', project.id, 4 + (index % 5) * 3, channelsOf(project.contact), today),
    ),
    ...eventIds.flatMap((id) =>
      rows(
        'event',
        id,
        6,
        [
          ['map', 0.05],
          ['calendar', 0.08],
        ],
        today,
      ),
    ),
  ];
  await inTransaction(db, async (trx) => {
    // 100 rows (500 values) a statement: within either database's bound parameters.
    for (let start = 0; start < all.length; start += 100) {
      await trx
        .insertInto('insights_daily')
        .values(all.slice(start, start + 100))
        .execute();
    }
  });
}
