import { renderHook } from '@testing-library/react';
import { useDocumentTitle } from './use-document-title';

describe('useDocumentTitle', () => {
  it("keeps a name's bidirectional controls from turning around the site's name (issue 28)", () => {
    renderHook(() => useDocumentTitle('Clay \u202Eyalc \u2067works'));
    expect(document.title).toBe('Clay yalc works · Rowad');
  });
});
