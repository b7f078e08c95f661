import styled from 'styled-components';
import { useProjectDetailMessages } from './messages';

const Line = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
`;

const Stars = styled.span<{ $filled: number }>`
  position: relative;
  display: inline-block;
  font-size: 1.25rem;
  line-height: 1;
  letter-spacing: 2px;
  color: ${({ theme }) => theme.colors.border};
  &::before {
    content: '★★★★★';
  }
  &::after {
    content: '★★★★★';
    position: absolute;
    inset-block-start: 0;
    inset-inline-start: 0;
    inline-size: ${({ $filled }) => $filled}%;
    overflow: hidden;
    color: #b7791f;
  }
`;

const Average = styled.strong`
  color: ${({ theme }) => theme.colors.text};
`;

/** The project's average rating as stars and a number, and how many rated it. */
export function Rating({ average, count }: { average: number | null; count: number }) {
  const t = useProjectDetailMessages();
  if (average === null || count === 0) return <Line>{t('noRatings')}</Line>;
  const rounded = Math.round(average * 10) / 10;
  return (
    <Line>
      <Stars $filled={(rounded / 5) * 100} role="img" aria-label={t('rated', { average: rounded })} />
      <Average aria-hidden="true">{rounded.toFixed(1)}</Average>
      <span>· {count === 1 ? t('oneRating') : t('ratings', { count })}</span>
    </Line>
  );
}
