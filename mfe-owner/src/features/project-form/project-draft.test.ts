import { clearDraft, readDraft, saveDraft } from './project-draft';
import { EMPTY_PROJECT } from './project-form-values';

describe('the project draft', () => {
  it('keeps the values per user, and nothing for an empty form', () => {
    saveDraft('7', { ...EMPTY_PROJECT, name: 'Olive soap', phones: ['0599123456'] });
    expect(readDraft('7')).toEqual({ ...EMPTY_PROJECT, name: 'Olive soap', phones: ['0599123456'] });
    expect(readDraft('8')).toBeNull();
    saveDraft('7', { ...EMPTY_PROJECT, categories: ['  '] });
    expect(readDraft('7')).toBeNull();
  });

  it('reads what fits of a damaged or foreign draft, and ignores one that is not JSON', () => {
    localStorage.setItem(
      'projectDraft:7',
      JSON.stringify({
        name: 'Soap',
        city: 42,
        categories: ['soap', 3, null],
        phones: 'not a list',
        pages: [
          { pageType: 'myspace', pageUrl: 'https://x.ps' },
          { pageType: 'facebook', pageUrl: 'https://f.ps' },
        ],
      }),
    );
    expect(readDraft('7')).toEqual({
      ...EMPTY_PROJECT,
      name: 'Soap',
      categories: ['soap'],
      pages: [{ pageType: 'facebook', pageUrl: 'https://f.ps' }],
    });
    localStorage.setItem('projectDraft:7', '{not json');
    expect(readDraft('7')).toBeNull();
  });

  it('is forgotten when cleared', () => {
    saveDraft('7', { ...EMPTY_PROJECT, name: 'Olive soap' });
    clearDraft('7');
    expect(readDraft('7')).toBeNull();
  });
});
