import { withoutBidiControls } from './bidi';

describe('withoutBidiControls', () => {
  it('drops embeddings, overrides and isolates, and keeps marks, joiners and text', () => {
    expect(withoutBidiControls('a\u202Ab\u202Bc\u202Cd\u202De\u202Ef\u2066g\u2067h\u2068i\u2069j')).toBe(
      'abcdefghij',
    );
    expect(withoutBidiControls('\u200Fرواد\u200E \u200Cx\u200D')).toBe('\u200Fرواد\u200E \u200Cx\u200D');
  });
});
