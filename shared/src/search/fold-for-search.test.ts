import { foldForSearch } from './fold-for-search';

describe('foldForSearch', () => {
  it('ignores Latin case and extra spaces', () => {
    expect(foldForSearch('  Hebron   GLASS ')).toBe('hebron glass');
  });

  it('ignores Arabic diacritics, tatweel and the alef, ta marbuta and ya spellings', () => {
    expect(foldForSearch('زَيْتُون')).toBe(foldForSearch('زيتون'));
    expect(foldForSearch('الخلـــيل')).toBe(foldForSearch('الخليل'));
    expect(foldForSearch('أحمد')).toBe(foldForSearch('احمد'));
    expect(foldForSearch('مطرزة')).toBe(foldForSearch('مطرزه'));
    expect(foldForSearch('مصطفى')).toBe(foldForSearch('مصطفي'));
  });
});
