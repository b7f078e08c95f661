import styled from 'styled-components';
import type { ProjectRating } from '@rowad/shared/schemas';
import { useCommentsMessages } from './messages';
import { STAR_COLOUR } from './star-input';

const Rows = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;
  padding: 0;
  list-style: none;
  max-inline-size: 420px;
  li {
    display: grid;
    grid-template-columns: 7ch minmax(80px, 1fr) 3ch;
    align-items: center;
    gap: ${({ theme }) => theme.space(3)};
    font-size: 0.875rem;
  }
`;

const Label = styled.span`
  color: ${({ theme }) => theme.colors.muted};
  white-space: nowrap;
`;

// The fill grows from the start edge: left in English, right in Arabic.
const Track = styled.span`
  display: block;
  block-size: 8px;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.border};
  overflow: hidden;
`;

const Fill = styled.span<{ $share: number }>`
  display: block;
  block-size: 100%;
  inline-size: ${({ $share }) => $share}%;
  background: ${STAR_COLOUR};
`;

const Count = styled.span`
  text-align: end;
  font-variant-numeric: tabular-nums;
`;

const ORDER = [5, 4, 3, 2, 1] as const;

/**
 * How many ratings gave each number of stars, as bars (issue 13, our addition); the average is in
 * the page's header.
 */
export function RatingBreakdown({ rating }: { rating: ProjectRating }) {
  const t = useCommentsMessages();
  if (rating.count === 0) return null;
  return (
    <Rows aria-label={t('breakdown')}>
      {ORDER.map((stars) => {
        const count = rating.stars[stars];
        return (
          <li key={stars}>
            <Label>{stars === 1 ? t('oneStarRow') : t('starsRow', { stars })}</Label>
            <Track aria-hidden="true">
              <Fill $share={Math.round((count / rating.count) * 100)} />
            </Track>
            <Count>{count}</Count>
          </li>
        );
      })}
    </Rows>
  );
}
