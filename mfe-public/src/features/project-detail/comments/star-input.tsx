import { useId } from 'react';
import styled from 'styled-components';
import { RATE_MAX } from '@rowad/shared/schemas';
import { useCommentsMessages } from './messages';

const STARS = Array.from({ length: RATE_MAX }, (_, index) => index + 1);
export const STAR_COLOUR = '#b7791f';

const Group = styled.fieldset`
  margin: 0;
  padding: 0;
  border: none;
  legend {
    padding: 0;
    margin-block-end: ${({ theme }) => theme.space(1)};
    font-weight: 600;
  }
`;

const Row = styled.div`
  display: inline-flex;
  gap: ${({ theme }) => theme.space(1)};
`;

const Hidden = styled.input`
  position: absolute;
  opacity: 0;
  inline-size: 1px;
  block-size: 1px;
  margin: 0;
  &:focus-visible + label {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

const StarLabel = styled.label<{ $on: boolean }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  inline-size: 40px;
  block-size: 40px;
  border-radius: ${({ theme }) => theme.radii.sm};
  font-size: 1.75rem;
  line-height: 1;
  cursor: pointer;
  color: ${({ $on, theme }) => ($on ? STAR_COLOUR : theme.colors.border)};
  &:hover {
    transform: scale(1.08);
  }
`;

const VisuallyHidden = styled.span`
  position: absolute;
  inline-size: 1px;
  block-size: 1px;
  overflow: hidden;
  clip-path: inset(50%);
  white-space: nowrap;
`;

/**
 * The star rating of a comment: five radio buttons, so arrow keys move between them and a screen
 * reader announces "4 stars, 4 of 5, selected". The stars up to the chosen one are filled.
 */
export function StarInput({
  value,
  onChange,
  legend,
}: {
  value: number;
  onChange: (value: number) => void;
  legend?: string;
}) {
  const t = useCommentsMessages();
  const name = useId();
  return (
    <Group>
      <legend>{legend ?? t('yourRating')}</legend>
      <Row>
        {STARS.map((stars) => {
          const id = `${name}-${stars}`;
          return (
            <span key={stars}>
              <Hidden
                type="radio"
                id={id}
                name={name}
                value={stars}
                checked={value === stars}
                onChange={() => onChange(stars)}
              />
              <StarLabel htmlFor={id} $on={stars <= value}>
                <span aria-hidden="true">★</span>
                <VisuallyHidden>{stars === 1 ? t('star') : t('stars', { count: stars })}</VisuallyHidden>
              </StarLabel>
            </span>
          );
        })}
      </Row>
    </Group>
  );
}

const Shown = styled.span`
  color: ${STAR_COLOUR};
  letter-spacing: 1px;
  white-space: nowrap;
  .off {
    color: ${({ theme }) => theme.colors.border};
  }
`;

/** A given rating as stars, read out as "4 stars". */
export function StarsShown({ rate }: { rate: number }) {
  const t = useCommentsMessages();
  return (
    <Shown role="img" aria-label={rate === 1 ? t('star') : t('stars', { count: rate })}>
      {'★'.repeat(rate)}
      <span className="off">{'★'.repeat(Math.max(0, RATE_MAX - rate))}</span>
    </Shown>
  );
}
