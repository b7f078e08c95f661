// Arabic diacritics (tashkeel) and the tatweel stretch character carry no meaning for search.
const MARKS = /[\u064B-\u065F\u0670\u0640]/g;

/**
 * The form in which names are compared when searching: case-insensitive in Latin script, and in
 * Arabic blind to diacritics and to the spellings people mix up (أ إ آ / ا, ة / ه, ى / ي).
 * The server stores names folded this way and folds each query the same way.
 */
export function foldForSearch(text: string): string {
  return text
    .normalize('NFKC')
    .toLocaleLowerCase('en-US')
    .replace(MARKS, '')
    .replace(/[أإآٱ]/g, 'ا')
    .replace(/ة/g, 'ه')
    .replace(/ى/g, 'ي')
    .replace(/\s+/g, ' ')
    .trim();
}
