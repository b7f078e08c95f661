import styled from 'styled-components';
import { PlainList, Row } from '@rowad/shared/ui/layout';

/** Thumbnails keep these proportions, uploaded or still uploading: nothing moves when one arrives. */
export const TILE_RATIO = 4 / 3;

/** Two columns on a phone, up to five on a wide screen (the grid below). */
export const TILE_SIZES = '(min-width: 1024px) 240px, (min-width: 768px) 30vw, 50vw';

export const TileGrid = styled(PlainList).attrs({ $fill: '150px' })`
  @media (min-width: ${({ theme }) => theme.breakpoints.md}) {
    grid-template-columns: repeat(auto-fill, minmax(200px, 1fr));
    gap: ${({ theme }) => theme.space(4)};
  }
`;

export const Tile = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(2)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  min-width: 0;
`;

export const TileFrame = styled.div`
  position: relative;
  border-radius: ${({ theme }) => theme.radii.sm};
  overflow: hidden;
  background: ${({ theme }) => theme.colors.border};
  img {
    display: block;
    inline-size: 100%;
    block-size: auto;
    aspect-ratio: ${TILE_RATIO};
    object-fit: cover;
  }
`;

/** Badges over the picture's top corner (the start side in either direction). */
export const TileBadges = styled.div`
  position: absolute;
  inset-block-start: ${({ theme }) => theme.space(2)};
  inset-inline: ${({ theme }) => theme.space(2)};
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(1)};
  pointer-events: none;
  span {
    box-shadow: 0 1px 2px rgba(15, 23, 42, 0.2);
  }
`;

/** A line under the picture: its review state. */
export const TileNote = styled.p`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(1.5)};
  margin: 0;
  color: ${({ theme }) => theme.colors.warning};
  font-size: 0.8125rem;
  font-weight: 600;
  &::before {
    content: '';
    flex: none;
    inline-size: 8px;
    block-size: 8px;
    border-radius: 50%;
    background: currentColor;
  }
`;

/** The tile's buttons, at its foot whatever stands above them. */
export const TileActions = styled(Row)`
  margin-block-start: auto;
`;

export const TileProblem = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
  font-size: 0.875rem;
`;
