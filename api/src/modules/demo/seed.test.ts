import { readFileSync } from 'node:fs';
import path from 'node:path';
import { logIn } from '../../test-support/accounts.js';
import { buildTestApp } from '../../test-support/test-app.js';

const count = async (
  app: Awaited<ReturnType<typeof buildTestApp>>,
  table: 'projects' | 'events' | 'comments' | 'users',
) =>
  Number(
    (
      await app.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('DEMO_DATA', () => {
  it('seeds owners with published, illustrated projects, investors, events of every status and comments', async () => {
    const app = await buildTestApp({ DEMO_DATA: '1' });
    try {
      expect(await count(app, 'projects')).toBe(14);
      expect(await count(app, 'events')).toBe(4);
      expect(await count(app, 'comments')).toBe(2);
      const images = await app.db.selectFrom('project_images').select(['url', 'is_cover', 'live']).execute();
      expect(images).toHaveLength(28);
      expect(images.filter((image) => image.is_cover === 1)).toHaveLength(14);
      const served = await app.inject({ method: 'GET', url: images[0]!.url });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');

      const today = new Date().toISOString().slice(0, 10);
      const events = await app.db.selectFrom('events').select(['start_date', 'end_date']).execute();
      expect(events.some((e) => e.end_date < today)).toBe(true);
      expect(events.some((e) => e.start_date <= today && e.end_date >= today)).toBe(true);
      expect(events.some((e) => e.start_date > today)).toBe(true);

      // The public API serves what was seeded.
      const projects = await app.inject({ method: 'GET', url: '/api/projects' });
      expect(projects.statusCode).toBe(200);
      expect(projects.headers['x-total-count']).toBe('14');
      const listed = projects.json() as {
        name: string;
        images: { isCover: boolean }[];
        categories: string[];
      }[];
      expect(listed.map((p) => p.name)).toContain('Hebron Blue Glass Studio');
      expect(listed.every((p) => p.images.some((image) => image.isCover) && p.categories.length > 0)).toBe(
        true,
      );
      const detail = await app.inject({ method: 'GET', url: '/api/projects?q=glass' });
      expect(detail.json()).toHaveLength(1);
      const arabicProjects = await app.inject({
        method: 'GET',
        url: `/api/projects?q=${encodeURIComponent('مطرزات')}`,
      });
      expect((arabicProjects.json() as { name: string }[]).map((p) => p.name)).toEqual(['مطرزات بيت أمّر']);
      const eventList = await app.inject({ method: 'GET', url: '/api/events' });
      expect(eventList.statusCode).toBe(200);
      const statuses = (eventList.json() as { status: string }[]).map((e) => e.status).sort();
      expect(statuses).toEqual(['ongoing', 'past', 'upcoming', 'upcoming']);
      const arabic = await app.inject({
        method: 'GET',
        url: `/api/events?q=${encodeURIComponent('الخليل')}`,
      });
      expect(arabic.json()).toHaveLength(1);

      // The printed sign-ins work, with a password made for this installation.
      const signIns = readFileSync(path.join(app.config.dataDir, 'demo-sign-ins.txt'), 'utf8');
      const password = /password for all: (\S+)\)/.exec(signIns)?.[1];
      expect(password).toMatch(/^[\w-]{12}$/);
      const owner = await logIn(app, 'amal.natsheh@demo.rowad.ps', password!);
      await logIn(app, 'sami.investor@demo.rowad.ps', password!);

      // An owner's insights show past views, in this period and the one before.
      const insights = await app.inject({
        method: 'GET',
        url: '/api/my-projects/insights?days=90',
        headers: { authorization: `Bearer ${owner}` },
      });
      expect(insights.statusCode).toBe(200);
      const answer = insights.json() as { totals: { views: number }; previousTotals: { views: number } };
      expect(answer.totals.views).toBeGreaterThan(0);
      expect(answer.previousTotals.views).toBeGreaterThan(0);
    } finally {
      await app.close();
    }
  });

  it('never seeds a database that already has accounts, nor when switched off', async () => {
    const off = await buildTestApp({ DEMO_DATA: '0' });
    try {
      expect(await count(off, 'projects')).toBe(0);
    } finally {
      await off.close();
    }
  });
});
