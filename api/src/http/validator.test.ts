import { findNul } from './validator.js';

describe('findNul', () => {
  it('names the field, item or key that carries a NUL character', () => {
    expect(findNul({ name: 'Amal', bio: 'ok' })).toBeUndefined();
    expect(findNul({ name: 'Am\u0000al' })).toEqual(['name']);
    expect(findNul({ contact: { pages: [{ pageUrl: 'x' }, { pageUrl: '\u0000' }] } })).toEqual([
      'contact',
      'pages',
      '1',
      'pageUrl',
    ]);
    expect(findNul({ 'a\u0000': 1 })).toEqual(['a\u0000']);
    expect(findNul('\u0000')).toEqual([]);
  });

  it('walks a body nested far deeper than the call stack allows recursion', () => {
    let deep: unknown = '\u0000';
    for (let level = 0; level < 200_000; level += 1) deep = [deep];
    expect(findNul(deep)).toHaveLength(200_000);
  });
});
