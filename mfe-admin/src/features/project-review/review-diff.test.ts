import { changedContactFields, diffList, pageKey } from './review-diff';

const contact = { email: '', website: '', whatsapp: '', phones: [] as string[], pages: [] };

describe('diffList', () => {
  it('marks entries removed from the old list and added to the new one, in each list’s order', () => {
    expect(diffList(['Soap', 'Oil'], ['Gifts', 'Soap'], String)).toEqual({
      before: [
        { value: 'Soap', state: 'unchanged' },
        { value: 'Oil', state: 'removed' },
      ],
      after: [
        { value: 'Gifts', state: 'added' },
        { value: 'Soap', state: 'unchanged' },
      ],
    });
  });

  it('counts a repeated entry as many times as it appears', () => {
    const diff = diffList(['059 111'], ['059 111', '059 111'], String);
    expect(diff.after.map((entry) => entry.state)).toEqual(['unchanged', 'added']);
  });

  it('tells a page moved to another network from the same address', () => {
    const diff = diffList(
      [{ pageType: 'facebook' as const, pageUrl: 'https://x.ps' }],
      [{ pageType: 'instagram' as const, pageUrl: 'https://x.ps' }],
      pageKey,
    );
    expect(diff.before[0]?.state).toBe('removed');
    expect(diff.after[0]?.state).toBe('added');
  });
});

describe('changedContactFields', () => {
  it('names only the parts of an edit that differ', () => {
    expect(
      changedContactFields(
        { ...contact, email: 'a@x.ps', phones: ['1'] },
        { ...contact, email: 'b@x.ps', phones: ['1'], whatsapp: '0599' },
      ),
    ).toEqual(['email', 'whatsapp']);
  });

  it('names the parts a new project gives', () => {
    expect(changedContactFields(null, { ...contact, website: 'https://x.ps', phones: ['1'] })).toEqual([
      'website',
      'phones',
    ]);
  });
});
