import styled from 'styled-components';
import { paths } from '@rowad/shared/paths';
import { ownerQueries, PrefetchLink } from '@rowad/shared/query';
import type { OwnerListItem } from '@rowad/shared/schemas';
import { Card, ImageWithPlaceholder, PLACEHOLDER_AVATAR, usePictureMode } from '@rowad/shared/ui';

export const AVATAR_SIZE = 72;

const Frame = styled(Card)`
  position: relative;
  display: grid;
  grid-template-columns: ${AVATAR_SIZE}px 1fr;
  align-content: start;
  gap: ${({ theme }) => theme.space(4)};
  padding: ${({ theme }) => theme.space(5)};
  block-size: 100%;
  transition: box-shadow 150ms ease;
  &:hover,
  &:focus-within {
    box-shadow:
      0 2px 6px rgba(15, 23, 42, 0.1),
      0 10px 24px rgba(15, 23, 42, 0.1);
  }
  &:has(a:focus-visible) {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
  img {
    inline-size: ${AVATAR_SIZE}px;
    block-size: ${AVATAR_SIZE}px;
    border-radius: 50%;
    object-fit: cover;
    background: ${({ theme }) => theme.colors.primarySurface};
  }
`;

const Body = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(1.5)};
  min-inline-size: 0;
  h2 {
    margin: 0;
    font-size: 1.125rem;
    overflow-wrap: anywhere;
  }
  h2 a {
    color: inherit;
    text-decoration: none;
  }
  /* The name's link covers the card: a tap anywhere opens the profile. */
  h2 a::after {
    content: '';
    position: absolute;
    inset: 0;
    border-radius: inherit;
  }
  h2 a:focus-visible {
    outline: none;
  }
`;

export const Address = styled.p<{ $missing: boolean }>`
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
  font-style: ${({ $missing }) => ($missing ? 'italic' : 'normal')};
`;

/**
 * A few lines of text, cut with an ellipsis (docs/product.md: "truncated"). Typed by an owner in either
 * language: its direction comes from its own first letters, so the ellipsis ends the text.
 */
export const Truncated = styled.p.attrs({ dir: 'auto' })<{ $lines?: number }>`
  margin: 0;
  display: -webkit-box;
  -webkit-box-orient: vertical;
  -webkit-line-clamp: ${({ $lines = 3 }) => $lines};
  overflow: hidden;
  line-height: 1.55;
  overflow-wrap: anywhere;
`;

/** docs/product.md §2 "Entrepreneurs list": photo, name, address or 'No address provided', truncated bio. */
export function OwnerCard({ owner, noAddress }: { owner: OwnerListItem; noAddress: string }) {
  const name = `${owner.user.firstName} ${owner.user.lastName}`.trim();
  const address = owner.address.trim();
  // With the data saver on, the list's photos wait for 'Show pictures' (./list-pictures.tsx).
  const photo = usePictureMode() === 'none' ? null : owner.photo;
  return (
    <Frame>
      <ImageWithPlaceholder
        src={photo}
        placeholder={PLACEHOLDER_AVATAR}
        alt=""
        width={AVATAR_SIZE}
        height={AVATAR_SIZE}
      />
      <Body>
        <h2>
          <PrefetchLink to={paths.owner(owner.id)} query={ownerQueries.detail(owner.id)}>
            {name}
          </PrefetchLink>
        </h2>
        <Address $missing={address === ''}>{address || noAddress}</Address>
        {owner.bio.trim() && <Truncated>{owner.bio}</Truncated>}
      </Body>
    </Frame>
  );
}
