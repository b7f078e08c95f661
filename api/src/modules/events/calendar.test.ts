import { escapeText, foldLine } from './calendar.js';

const octets = (line: string) => Buffer.byteLength(line, 'utf8');

describe('escapeText', () => {
  it('escapes backslash, semicolon and comma, and writes each line break as \\n', () => {
    expect(escapeText('a\\b;c,d\ne\r\nf\rg')).toBe('a\\\\b\\;c\\,d\\ne\\nf\\ng');
  });

  it('leaves other text, colons and quotes included, as it is', () => {
    expect(escapeText('Time: "10:00" – سوق')).toBe('Time: "10:00" – سوق');
  });
});

describe('foldLine', () => {
  it('leaves a line of 75 octets whole and folds one of 76', () => {
    expect(foldLine('x'.repeat(75))).toBe('x'.repeat(75));
    expect(foldLine('x'.repeat(76))).toBe(`${'x'.repeat(75)}\r\n x`);
  });

  it.each([
    ['two-octet Arabic', 'س'],
    ['three-octet', '€'],
    ['four-octet emoji', '😀'],
  ])('never cuts a %s character, and keeps every line within 75 octets', (_name, character) => {
    const line = `DESCRIPTION:${character.repeat(100)}`;
    const folded = foldLine(line);
    const lines = folded.split('\r\n');
    expect(lines.length).toBeGreaterThan(1);
    for (const [index, part] of lines.entries()) {
      expect(octets(part)).toBeLessThanOrEqual(75);
      // Full lines: no room was left unused but for less than one character.
      if (index < lines.length - 1) expect(octets(part)).toBeGreaterThan(75 - octets(character));
      if (index > 0) expect(part.startsWith(' ')).toBe(true);
      expect(part.replace(/^ /, '').replace(/^DESCRIPTION:/, '')).toMatch(
        new RegExp(`^(${character})+$`, 'u'),
      );
    }
    expect(folded.replace(/\r\n /g, '')).toBe(line);
  });
});
