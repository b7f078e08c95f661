import { jest } from '@jest/globals';
import type { FastifyBaseLogger } from 'fastify';
import { hebronToday } from '@rowad/shared/schemas';
import { InsightsCounter, type Hit } from './counter.js';
import { isoWeek, mondayOf } from './days.js';
import type { InsightsRepository } from './repository.js';

// The counter on its own: a failing database is logged, never thrown; the day's salt and the
// past days' hashes. (Counting through the app, on both databases: counting.test.ts.)

function fakeLog() {
  return { warn: jest.fn() } as unknown as FastifyBaseLogger & { warn: ReturnType<typeof jest.fn> };
}

type Fake = ReturnType<typeof jest.fn<(...args: never[]) => Promise<unknown>>>;

function fakeRepository(overrides: Partial<Record<keyof InsightsRepository, Fake>> = {}) {
  return {
    saltOf: jest.fn(async () => 'a'.repeat(64)),
    existing: jest.fn(async (_kind: string, ids: number[]) => new Set(ids)),
    add: jest.fn(async () => 1),
    forgetBefore: jest.fn(async () => undefined),
    ...overrides,
  } as unknown as InsightsRepository & Record<'saltOf' | 'existing' | 'add' | 'forgetBefore', Fake>;
}

const hit = (overrides: Partial<Hit> = {}): Hit => ({
  kind: 'project',
  id: 4,
  metric: 'view',
  ip: '10.0.0.1',
  userAgent: 'Mozilla/5.0',
  at: new Date(),
  ...overrides,
});

it('logs a failed write and loses its counts, without throwing', async () => {
  const log = fakeLog();
  const repository = fakeRepository({
    add: jest.fn(async () => Promise.reject(new Error('database away'))) as Fake,
  });
  const counter = new InsightsCounter({ repository, log, flushMs: 60_000, maxQueued: 10 });
  counter.record(hit());
  await expect(counter.flush()).resolves.toBeUndefined();
  expect(log.warn).toHaveBeenCalledWith(
    expect.objectContaining({ lost: 1 }),
    'insights: writing counts failed, they are lost',
  );
  // The next write starts afresh.
  repository.add.mockImplementation(async () => 1);
  counter.record(hit());
  await counter.flush();
  expect(repository.add).toHaveBeenCalledTimes(2);
});

it('hashes a person the same for one item and metric, differently for another, and keeps no address', async () => {
  const repository = fakeRepository();
  const counter = new InsightsCounter({ repository, log: fakeLog(), flushMs: 60_000, maxQueued: 10 });
  counter.record(hit());
  counter.record(hit());
  counter.record(hit({ metric: 'phone' }));
  counter.record(hit({ ip: '10.0.0.2' }));
  await counter.flush();
  const [day, counts] = repository.add.mock.calls[0] as unknown as [string, Map<string, unknown>];
  expect(day).toBe(hebronToday(new Date()));
  expect(counts.size).toBe(3);
  expect(JSON.stringify([...counts])).not.toContain('10.0.0');
});

it('drops hits beyond the queue, says so once, and forgets the past days at its first write', async () => {
  const log = fakeLog();
  const repository = fakeRepository();
  const counter = new InsightsCounter({ repository, log, flushMs: 60_000, maxQueued: 2 });
  for (let i = 0; i < 5; i += 1) counter.record(hit({ ip: `10.0.0.${i}` }));
  expect(log.warn).toHaveBeenCalledTimes(1);
  await counter.flush();
  expect((repository.add.mock.calls[0] as unknown as [string, Map<string, unknown>])[1].size).toBe(2);
  expect(repository.forgetBefore).toHaveBeenCalledWith(hebronToday(new Date()));
  await counter.close();
  expect(repository.forgetBefore).toHaveBeenCalledTimes(1);
});

it('names ISO weeks by the year of their Thursday', () => {
  expect(isoWeek('2025-12-29')).toBe('2026-W01');
  expect(isoWeek('2026-11-23')).toBe('2026-W48');
  expect(isoWeek('2027-01-04')).toBe('2027-W01');
  expect(mondayOf('2026-11-29')).toBe('2026-11-23');
  expect(mondayOf('2026-11-23')).toBe('2026-11-23');
});
