import type { ReactNode } from 'react';
import styled from 'styled-components';
import type { QueryKey } from '@tanstack/react-query';
import type { PrefetchOptions } from '@rowad/shared/query';
import { PICTURE_SIZES } from '@rowad/shared/first-load';
import { PrefetchLink } from '@rowad/shared/query';
import { Card, ResponsiveImage, type PictureSource } from '@rowad/shared/ui';
import { useComponentMessages } from './messages';

export const CARD_IMAGE_RATIO = 16 / 10;

const Frame = styled(Card)`
  position: relative;
  block-size: 100%;
  transition:
    box-shadow 150ms ease,
    transform 150ms ease;
  &:has(a:focus-visible) {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
  &:hover,
  &:focus-within {
    box-shadow:
      0 2px 6px rgba(15, 23, 42, 0.1),
      0 10px 24px rgba(15, 23, 42, 0.1);
    transform: translateY(-2px);
  }
  @media (prefers-reduced-motion: reduce) {
    transition: none;
    &:hover,
    &:focus-within {
      transform: none;
    }
  }
`;

const Picture = styled.div`
  position: relative;
`;

const Corner = styled.div`
  position: absolute;
  inset-block-start: ${({ theme }) => theme.space(3)};
  inset-inline-start: ${({ theme }) => theme.space(3)};
`;

const Body = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(4)};
`;

/** The card's one link (in its name), stretched over the whole card so a tap anywhere opens it. */
const stretchedLink = `
  a {
    color: inherit;
    text-decoration: none;
  }
  a::after {
    content: '';
    position: absolute;
    inset: 0;
    border-radius: inherit;
  }
  a:focus-visible {
    outline: none;
  }
`;

const Name = styled.h3`
  margin: 0;
  font-size: 1.125rem;
  line-height: 1.35;
  overflow-wrap: anywhere;
  ${stretchedLink}
`;

const ActionRow = styled.p`
  margin: auto 0 0;
  padding-block-start: ${({ theme }) => theme.space(2)};
  a {
    color: ${({ theme }) => theme.colors.primary};
    font-weight: 700;
    text-decoration: none;
  }
  a:hover {
    text-decoration: underline;
  }
`;

export interface ItemCardProps<T, K extends QueryKey> {
  name: string;
  to: string;
  /** The detail page's query, loaded when the pointer or the keyboard reaches the link. */
  query: PrefetchOptions<T, K>;
  picture: PictureSource | undefined;
  /** The first card a visitor sees: its picture loads first. */
  priority?: boolean;
  /** The heading level the card's name takes in its page's outline. */
  headingLevel?: 2 | 3;
  /**
   * 'learnMore' (the home page, docs/product.md): the name is a plain heading and a 'Learn More' link opens
   * the item. Otherwise the whole card is the link.
   */
  action?: 'learnMore';
  /** Over the picture's corner (an event's status). */
  corner?: ReactNode;
  children?: ReactNode;
}

/** A project or event as a card: picture on top, name, then what the caller adds. */
export function ItemCard<T, K extends QueryKey>({
  name,
  to,
  query,
  picture,
  priority = false,
  headingLevel = 2,
  action,
  corner,
  children,
}: ItemCardProps<T, K>) {
  const t = useComponentMessages();
  return (
    <Frame>
      <Picture>
        <ResponsiveImage
          image={picture}
          alt=""
          sizes={PICTURE_SIZES.card}
          ratio={CARD_IMAGE_RATIO}
          priority={priority}
        />
        {corner && <Corner>{corner}</Corner>}
      </Picture>
      <Body>
        <Name as={`h${headingLevel}`}>
          {action ? (
            name
          ) : (
            <PrefetchLink to={to} query={query}>
              {name}
            </PrefetchLink>
          )}
        </Name>
        {children}
        {action === 'learnMore' && (
          <ActionRow>
            <PrefetchLink to={to} query={query}>
              {t('learnMore')}
              <span className="visually-hidden"> {t('learnMoreAbout', { name })}</span>
            </PrefetchLink>
          </ActionRow>
        )}
      </Body>
    </Frame>
  );
}

/** The picture a card shows: the cover, else the first, else none (the placeholder). */
export function coverOf<P extends PictureSource & { isCover: boolean }>(images: readonly P[]): P | undefined {
  return images.find((image) => image.isCover) ?? images[0];
}
