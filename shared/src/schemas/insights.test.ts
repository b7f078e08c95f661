import { z } from 'zod/mini';
import { AdminInsightsQuerySchema, InsightsQuerySchema, InsightsTapSchema } from './insights';
import { englishOf, textOf } from './messages';

const fieldErrors = (error: z.core.$ZodError) =>
  z.flattenError(error, (issue) => englishOf(issue.message)).fieldErrors;

describe('InsightsTapSchema', () => {
  it("accepts a tap on each channel of a project, and a bazaar's calendar", () => {
    for (const channel of ['phone', 'whatsapp', 'email', 'website', 'social', 'map'] as const) {
      expect(InsightsTapSchema.parse({ kind: 'project', id: 3, channel })).toEqual({
        kind: 'project',
        id: 3,
        channel,
      });
    }
    expect(InsightsTapSchema.parse({ kind: 'event', id: 9, channel: 'calendar', extra: 1 })).toEqual({
      kind: 'event',
      id: 9,
      channel: 'calendar',
    });
  });

  it("refuses 'Add to calendar' on a project", () => {
    const result = InsightsTapSchema.safeParse({ kind: 'project', id: 3, channel: 'calendar' });
    expect(result.success).toBe(false);
    if (!result.success)
      expect(fieldErrors(result.error)).toEqual({
        channel: ["'Add to calendar' is counted on bazaars only."],
      });
  });

  it.each([
    [{ kind: 'user', id: 1, channel: 'phone' }, 'kind', 'The kind must be project or event.'],
    [{ kind: 'project', id: '1', channel: 'phone' }, 'id', 'The id must be a project or bazaar id.'],
    [{ kind: 'project', id: 0, channel: 'phone' }, 'id', 'The id must be a project or bazaar id.'],
    [{ kind: 'project', id: 2 ** 31, channel: 'phone' }, 'id', 'The id must be a project or bazaar id.'],
    [
      { kind: 'project', id: 1, channel: 'fax' },
      'channel',
      'The channel must be phone, whatsapp, email, website, social, map, calendar or view.',
    ],
  ])('refuses %j', (body, field, message) => {
    const result = InsightsTapSchema.safeParse(body);
    expect(result.success).toBe(false);
    if (!result.success) expect(fieldErrors(result.error)).toEqual({ [field]: [message] });
  });
});

describe('the periods', () => {
  it('take 7, 30 or 90 days, 30 without a choice', () => {
    expect(InsightsQuerySchema.parse({})).toEqual({ days: 30 });
    expect(InsightsQuerySchema.parse({ days: '7' })).toEqual({ days: 7 });
    expect(InsightsQuerySchema.parse({ days: '90' })).toEqual({ days: 90 });
    for (const days of ['8', 'week', '-7', '30.5']) {
      const result = InsightsQuerySchema.safeParse({ days });
      expect(result.success).toBe(false);
      if (!result.success)
        expect(fieldErrors(result.error)).toEqual({ days: ['The period must be 7, 30 or 90 days.'] });
    }
  });

  it('take 4, 12, 26 or 52 weeks for the admin, 12 without a choice', () => {
    expect(AdminInsightsQuerySchema.parse({})).toEqual({ weeks: 12 });
    expect(AdminInsightsQuerySchema.parse({ weeks: '52' })).toEqual({ weeks: 52 });
    expect(AdminInsightsQuerySchema.safeParse({ weeks: '5' }).success).toBe(false);
  });

  it('are named in Arabic too', () => {
    expect(textOf('insights.days', 'ar')).toBe('يجب أن تكون المدة 7 أو 30 أو 90 يومًا.');
  });
});
