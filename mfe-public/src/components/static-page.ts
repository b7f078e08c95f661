import styled from 'styled-components';

/**
 * The frame of the public text pages (about, FAQ): one readable column. Logical properties only,
 * so the same rules mirror for Arabic right-to-left.
 */
export const StaticPage = styled.article`
  max-inline-size: 70ch;
  margin-inline: auto;
  padding-block: ${({ theme }) => theme.space(8)};
  padding-inline: ${({ theme }) => theme.space(4)};
  text-align: start;
  color: ${({ theme }) => theme.colors.text};
  line-height: 1.7;

  h1 {
    margin-block: 0 ${({ theme }) => theme.space(4)};
    font-size: clamp(1.75rem, 1.4rem + 1.5vw, 2.25rem);
    line-height: 1.25;
    color: ${({ theme }) => theme.colors.primary};
  }

  h2 {
    font-size: 1.375rem;
    line-height: 1.35;
  }

  p {
    margin-block: 0 ${({ theme }) => theme.space(4)};
  }
`;

/** The opening paragraph under a page title. */
export const Lead = styled.p`
  font-size: 1.125rem;
  color: ${({ theme }) => theme.colors.muted};
`;
