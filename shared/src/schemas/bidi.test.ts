import { CommentInputSchema } from './comment';
import { ContactMessageSchema } from './contact';
import { EventInputSchema } from './event';
import { englishOf } from './messages';
import { ProjectInputSchema } from './project';
import { OwnerProfileUpdateSchema } from './profile';
import { keepBidiInLines } from './fields';

// Issue 28, low 5: the bidirectional controls that open a scope (embeddings, overrides, isolates)
// can make text read as something else, and one left open turns around what follows it: a page's
// title, a preview, the next line of a list.
const OPENERS = ['\u202A', '\u202B', '\u202D', '\u202E', '\u2066', '\u2067', '\u2068'];
const CLOSERS = ['\u202C', '\u2069'];
const CONTROLS = [...OPENERS, ...CLOSERS];
const ONE_LINE = 'Use one line of text without invisible control characters.';

const aProject = {
  name: 'Hebron Glass',
  description: 'Glass blown by hand.',
  city: 'Hebron',
  street: 'Ein Sara',
  categories: ['glass'],
};
const aPerson = { firstName: 'Huda', lastName: 'Tamimi', email: 'huda@example.ps' };
const anEvent = {
  name: 'Hebron Spring Bazaar',
  city: 'Hebron',
  street: 'Bab al-Zawiya',
  startDate: '2026-03-10',
  endDate: '2026-03-12',
  categories: ['food'],
};

function messagesOf(result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) {
  return (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), englishOf(issue.message)]);
}

describe('single-line fields', () => {
  const cases: [string, (text: string) => unknown][] = [
    ['project name', (text) => ProjectInputSchema.safeParse({ ...aProject, name: `Glass ${text}ssalG` })],
    ['project city', (text) => ProjectInputSchema.safeParse({ ...aProject, city: `He${text}bron` })],
    ['project street', (text) => ProjectInputSchema.safeParse({ ...aProject, street: `Ein${text}Sara` })],
    [
      'project category',
      (text) => ProjectInputSchema.safeParse({ ...aProject, categories: [`gl${text}ass`] }),
    ],
    ['event name', (text) => EventInputSchema.safeParse({ ...anEvent, name: `Bazaar ${text}x` })],
    ['event city', (text) => EventInputSchema.safeParse({ ...anEvent, city: `He${text}bron` })],
    ['event street', (text) => EventInputSchema.safeParse({ ...anEvent, street: `Bab${text}x` })],
    ['event category', (text) => EventInputSchema.safeParse({ ...anEvent, categories: [`fo${text}od`] })],
    ['address', (text) => OwnerProfileUpdateSchema.safeParse({ ...aPerson, address: `Hebron ${text}1` })],
  ];

  it.each(cases)('refuse a bidirectional control or a line break in the %s', (_field, parse) => {
    for (const text of [...CONTROLS, '\n', '\r', '\u2028', '\t']) {
      const result = parse(text) as Parameters<typeof messagesOf>[0];
      const messages = messagesOf(result);
      expect(messages.length, `U+${text.codePointAt(0)!.toString(16)}`).toBe(1);
      expect(messages[0]![1], `U+${text.codePointAt(0)!.toString(16)}`).toBe(ONE_LINE);
    }
  });

  it.each(cases)('keep the marks and joiners Arabic text uses in the %s', (_field, parse) => {
    for (const text of ['\u200E', '\u200F', '\u200C', '\u200D', 'ـ']) {
      expect((parse(text) as { success: boolean }).success).toBe(true);
    }
  });
});

describe('multi-line text', () => {
  it('keeps a scope that closes on its own line, drops one left open or a close with no open', () => {
    expect(keepBidiInLines('a \u202Eb\u202C c')).toBe('a \u202Eb\u202C c');
    expect(keepBidiInLines('a \u2067b\u2069 c\nd')).toBe('a \u2067b\u2069 c\nd');
    expect(keepBidiInLines('a \u202Eb c\nd e')).toBe('a b c\nd e');
    expect(keepBidiInLines('a \u2068b\nc\u2069 d')).toBe('a b\nc d');
    expect(keepBidiInLines('\u202C\u2069a')).toBe('a');
    // An isolate's close also ends the embeddings opened inside it, as the Unicode algorithm does.
    expect(keepBidiInLines('\u2066a\u202Bb\u2069c')).toBe('\u2066ab\u2069c');
    expect(keepBidiInLines('\u202Aa\u2066b\u202Cc\u2069d\u202C')).toBe('\u202Aa\u2066bc\u2069d\u202C');
    expect(keepBidiInLines('\u200Fمرحبا\u200E hello')).toBe('\u200Fمرحبا\u200E hello');
  });

  it('is how every multi-line field stores what it was given', () => {
    const text = 'First line \u202Eopen\nsecond \u2067closed\u2069 line\u2069';
    const kept = 'First line open\nsecond \u2067closed\u2069 line';
    expect(ProjectInputSchema.parse({ ...aProject, description: text }).description).toBe(kept);
    expect(EventInputSchema.parse({ ...anEvent, description: text }).description).toBe(kept);
    expect(CommentInputSchema.parse({ comment: text }).comment).toBe(kept);
    expect(
      ContactMessageSchema.parse({ name: 'Huda', email: 'huda@example.ps', message: text }).message,
    ).toBe(kept);
    expect(OwnerProfileUpdateSchema.parse({ ...aPerson, bio: text }).bio).toBe(kept);
  });
});
