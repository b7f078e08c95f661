import type { ReactNode } from 'react';
import styled from 'styled-components';
import { NotFoundState } from '@rowad/shared/query';
import { useDocumentTitle } from '@rowad/shared/ui';

/** The id of a detail page's address, by the rule the server reads it with too. */
export { pathId } from '@rowad/shared/paths';

const Frame = styled.div`
  max-inline-size: 1200px;
  margin-inline: auto;
  padding-block: ${({ theme }) => theme.space(8)};
  padding-inline: ${({ theme }) => theme.space(4)};
  text-align: center;
  h1 {
    margin: 0;
    font-size: clamp(1.75rem, 1.4rem + 1.5vw, 2.25rem);
    color: ${({ theme }) => theme.colors.primary};
  }
`;

/** A detail page that has nothing to show: its kind as the title ('Project'), then why. */
export function DetailProblem({ title, children }: { title: string; children: ReactNode }) {
  useDocumentTitle(title);
  return (
    <Frame>
      <h1>{title}</h1>
      {children}
    </Frame>
  );
}

/** The product's 'Project not found' / 'Event not found' (docs/product.md §8) for an address whose id cannot name anything. */
export function NotFoundText({ title, screen }: { title: string; screen: 'project' | 'event' }) {
  return (
    <DetailProblem title={title}>
      <NotFoundState screen={screen} />
    </DetailProblem>
  );
}
