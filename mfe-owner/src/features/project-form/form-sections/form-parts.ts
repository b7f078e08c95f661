import styled from 'styled-components';
import { PAGE_TYPES, type PageType } from '@rowad/shared/schemas';
import type { PageEntry } from '../project-form-values';

export { FieldPair as Pair, FormSection as Section } from '@rowad/shared/ui/layout';

export const SectionHint = styled.p`
  margin: -${({ theme }) => theme.space(2)} 0 ${({ theme }) => theme.space(4)};
  color: ${({ theme }) => theme.colors.muted};
  font-size: 0.875rem;
`;

/**
 * Typed text takes its own direction (an English name on the Arabic page); an empty box keeps
 * the page's, so its placeholder and caret sit where the reader starts.
 */
export const ownDirection = (value: string) => (value.trim() === '' ? undefined : 'auto');

/** An address typed without its scheme (`www.example.ps/shop`) gets https://, as the schema wants one. */
export function withScheme(value: string): string {
  const text = value.trim();
  return /^[^\s/:]+\.[^\s]+$/.test(text) && !/^[a-z][a-z\d+.-]*:/i.test(text) ? `https://${text}` : value;
}

/** A new page takes the first network not used yet, so adding Facebook then Instagram takes two clicks. */
export function nextPageType(pages: PageEntry[]): PageType {
  return PAGE_TYPES.find((type) => !pages.some((page) => page.pageType === type)) ?? PAGE_TYPES[0];
}

/** An entry's messages after the entry at `index` is gone: the ones after it move up. */
export function withoutEntry(
  errors: Partial<Record<number, string>>,
  index: number,
): Partial<Record<number, string>> {
  const next: Partial<Record<number, string>> = {};
  for (const [place, message] of Object.entries(errors)) {
    const at = Number(place);
    if (at !== index && message !== undefined) next[at > index ? at - 1 : at] = message;
  }
  return next;
}
