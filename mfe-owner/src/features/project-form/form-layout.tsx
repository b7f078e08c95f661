import styled from 'styled-components';
import { Banner } from '@rowad/shared/forms';
import { Card } from '@rowad/shared/ui';

/** The add and edit pages: a column wide enough for a list's rows, centred, the form on a card. */
export const FormColumn = styled.section`
  max-inline-size: 720px;
  margin-inline: auto;
  padding-block: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(10)};
  h1 {
    margin: 0 0 ${({ theme }) => theme.space(1)};
    font-size: clamp(1.75rem, 1.4rem + 1.5vw, 2.25rem);
    color: ${({ theme }) => theme.colors.primary};
  }
  h1:focus {
    outline: none;
  }
`;

export const PageLead = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(5)};
  color: ${({ theme }) => theme.colors.muted};
`;

export const FormCard = styled(Card).attrs({ as: 'div' })`
  padding: ${({ theme }) => theme.space(4)};
  @media (min-width: ${({ theme }) => theme.breakpoints.md}) {
    padding: ${({ theme }) => theme.space(8)};
  }
`;

/** A second card below the form (the edit page's pictures), apart from it. */
export const NextCard = styled(FormCard)`
  margin-block-start: ${({ theme }) => theme.space(8)};
`;

/** A note above the form with an action beside its text (a restored draft and 'Start over'). */
export const NoteBanner = styled(Banner).attrs({ as: 'div' })`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};
  p {
    margin: 0;
  }
`;
