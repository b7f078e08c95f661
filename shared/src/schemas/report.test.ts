import { englishOf, textOf } from './messages';
import { REPORT_ERROR_MESSAGES } from './messages-refusals';
import { ReportDecisionSchema, ReportQueueQuerySchema, ReportRequestSchema } from './report';
import { REPORT_DETAILS_MAX } from './rules';

const issuesOf = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), englishOf(issue.message)]);

describe('a report', () => {
  it('takes a kind, an id, a reason and optional details, trimmed', () => {
    expect(ReportRequestSchema.parse({ kind: 'comment', id: 7, reason: 'spam', details: '  ads  ' })).toEqual(
      {
        kind: 'comment',
        id: 7,
        reason: 'spam',
        details: 'ads',
      },
    );
    expect(ReportRequestSchema.parse({ kind: 'owner', id: 3, reason: 'scam' })).toEqual({
      kind: 'owner',
      id: 3,
      reason: 'scam',
    });
  });

  it('requires details with the reason other', () => {
    const result = ReportRequestSchema.safeParse({ kind: 'project', id: 1, reason: 'other', details: '   ' });
    expect(issuesOf(result)).toEqual([['details', 'Please say what is wrong.']]);
  });

  it('refuses an unknown kind or reason, a bad id and overlong details, each on its field', () => {
    const result = ReportRequestSchema.safeParse({
      kind: 'user',
      id: -1,
      reason: 'boring',
      details: 'x'.repeat(REPORT_DETAILS_MAX + 1),
    });
    expect(Object.fromEntries(issuesOf(result))).toEqual({
      kind: 'The kind must be comment, project, event or owner.',
      id: 'The id must be a whole positive number.',
      reason: 'Choose a reason: spam, abuse, scam, inappropriate or other.',
      details: `The details must be at most ${REPORT_DETAILS_MAX} characters.`,
    });
  });
});

describe("an admin's decision", () => {
  it('requires a reason to hide or to disable the author, not to dismiss or delete', () => {
    expect(issuesOf(ReportDecisionSchema.safeParse({ decision: 'hide' }))).toEqual([
      ['reason', 'Please give a reason.'],
    ]);
    expect(issuesOf(ReportDecisionSchema.safeParse({ decision: 'disable-author', reason: ' ' }))).toEqual([
      ['reason', 'Please give a reason.'],
    ]);
    expect(ReportDecisionSchema.parse({ decision: 'dismiss' })).toEqual({ decision: 'dismiss' });
    expect(ReportDecisionSchema.parse({ decision: 'delete' })).toEqual({ decision: 'delete' });
  });

  it('lists open items by default', () => {
    expect(ReportQueueQuerySchema.parse({})).toEqual({ state: 'open', limit: 20 });
  });
});

describe('the refusals', () => {
  it.each(Object.entries(REPORT_ERROR_MESSAGES))('%s has a text in English and in Arabic', (_code, key) => {
    expect(textOf(key, 'en')).toMatch(/[a-z]/);
    expect(textOf(key, 'ar')).toMatch(/[\u0621-\u064A]/);
  });
});
