import styled from 'styled-components';
import { CardGrid, Skeleton } from '@rowad/shared/ui';
import { CARD_IMAGE_RATIO } from './item-card';

const Frame = styled.div`
  display: flex;
  flex-direction: column;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.card};
  overflow: hidden;
`;

const Body = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(4)};
`;

/** A card's shape while its data loads: same picture ratio and text lines, so nothing jumps. */
export function CardSkeleton() {
  return (
    <Frame aria-hidden="true">
      <Skeleton $ratio={CARD_IMAGE_RATIO} style={{ borderRadius: 0 }} />
      <Body>
        <Skeleton $width="70%" $height="1.35rem" />
        <Skeleton $width="40%" />
        <Skeleton $width="55%" $height="1.4rem" />
      </Body>
    </Frame>
  );
}

/** `count` skeleton cards in the product's grid (docs/product.md §2), announced once as loading. */
export function CardGridSkeleton({ count, label }: { count: number; label: string }) {
  return (
    <div role="status" aria-live="polite">
      <span className="visually-hidden">{label}</span>
      <CardGrid>
        {Array.from({ length: count }, (_, index) => (
          <CardSkeleton key={index} />
        ))}
      </CardGrid>
    </div>
  );
}
