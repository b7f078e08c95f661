import styled from 'styled-components';
import { Skeleton } from '@rowad/shared/ui';

/** A project's or an event's page: title, then the pictures and text beside a card of facts. */
export const DetailFrame = styled.article`
  max-inline-size: 1200px;
  margin-inline: auto;
  padding-block: ${({ theme }) => theme.space(8)} ${({ theme }) => theme.space(16)};
  padding-inline: ${({ theme }) => theme.space(4)};
  h1 {
    margin: 0;
    font-size: clamp(1.75rem, 1.4rem + 1.5vw, 2.5rem);
    line-height: 1.2;
    color: ${({ theme }) => theme.colors.text};
    overflow-wrap: anywhere;
  }
`;

export const DetailHeader = styled.header`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  margin-block-end: ${({ theme }) => theme.space(6)};
`;

export const DetailColumns = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(8)};
  align-items: start;
  @media (min-width: ${({ theme }) => theme.breakpoints.lg}) {
    grid-template-columns: minmax(0, 2fr) minmax(0, 1fr);
  }
`;

export const DetailMain = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(8)};
  min-inline-size: 0;
  h2 {
    margin: 0 0 ${({ theme }) => theme.space(3)};
    font-size: 1.375rem;
  }
`;

/** Text typed by an owner or an admin: its line breaks kept. */
export const Prose = styled.p`
  margin: 0;
  white-space: pre-line;
  /* Each paragraph reads in its own script's direction: an English description on an Arabic
     screen keeps its full stop at its end. */
  unicode-bidi: plaintext;
  line-height: 1.75;
  font-size: 1.0625rem;
  overflow-wrap: anywhere;
`;

export const FactsCard = styled.aside`
  display: grid;
  gap: ${({ theme }) => theme.space(5)};
  padding: ${({ theme }) => theme.space(6)};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.card};
  @media (min-width: ${({ theme }) => theme.breakpoints.lg}) {
    position: sticky;
    inset-block-start: ${({ theme }) => theme.space(4)};
  }
`;

/** One fact of the card: a small label over its value. */
export const Fact = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
  h2,
  dt {
    margin: 0;
    font-size: 0.8125rem;
    font-weight: 700;
    letter-spacing: 0.02em;
    text-transform: uppercase;
    color: ${({ theme }) => theme.colors.muted};
  }
  p,
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

const SkeletonColumns = styled(DetailColumns)`
  margin-block-start: ${({ theme }) => theme.space(6)};
`;

/** The page's shape while it loads, so the content lands where the grey was. */
export function DetailSkeleton({ label }: { label: string }) {
  return (
    <DetailFrame as="div" role="status" aria-live="polite">
      <span className="visually-hidden">{label}</span>
      <Skeleton $width="55%" $height="2.4rem" />
      <SkeletonColumns aria-hidden="true">
        <Skeleton $ratio={16 / 10} />
        <div style={{ display: 'grid', gap: 16 }}>
          <Skeleton $width="60%" />
          <Skeleton $width="80%" />
          <Skeleton $width="70%" />
          <Skeleton $width="50%" />
        </div>
      </SkeletonColumns>
    </DetailFrame>
  );
}
