import { useId, type Ref } from 'react';
import styled from 'styled-components';
import { formatDate } from '@rowad/shared/format';
import { useLanguageStore } from '@rowad/shared/i18n';
import type { ProjectReviewItem } from '@rowad/shared/schemas';
import { Badge, Button, ResponsiveImage } from '@rowad/shared/ui';
import { PlainList } from '@rowad/shared/ui/layout';
import { Panel } from '../../components/page-frame';
import { ChangeView } from './change-view';
import { useReviewMessages } from './messages';

const Article = styled(Panel).attrs({ as: 'article' })`
  display: grid;
  gap: ${({ theme }) => theme.space(5)};
  padding-block-end: 0;
  h3 {
    margin: 0 0 ${({ theme }) => theme.space(3)};
    font-size: 1.0625rem;
    color: ${({ theme }) => theme.colors.primary};
  }
`;

const Header = styled.header`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  h2 {
    margin: 0;
    font-size: 1.375rem;
    overflow-wrap: anywhere;
    &:focus {
      outline: none;
    }
    &:focus-visible {
      outline: 3px solid ${({ theme }) => theme.colors.focus};
      outline-offset: 2px;
    }
  }
  p {
    margin: 0;
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${({ theme }) => theme.space(2)};
    color: ${({ theme }) => theme.colors.muted};
  }
`;

const Images = styled(PlainList).attrs({ $fill: '120px' })`
  li {
    position: relative;
    overflow: hidden;
    border-radius: ${({ theme }) => theme.radii.sm};
  }
  ${Badge} {
    position: absolute;
    inset-block-start: ${({ theme }) => theme.space(2)};
    inset-inline-start: ${({ theme }) => theme.space(2)};
  }
`;

const Hint = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(3)};
  color: ${({ theme }) => theme.colors.muted};
  font-size: 0.875rem;
`;

// The decision stays in reach while a long change is read: the bar sticks to the screen's bottom.
const Actions = styled.div`
  position: sticky;
  inset-block-end: 0;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  margin-inline: ${({ theme }) => `calc(-1 * ${theme.space(5)})`};
  padding: ${({ theme }) => `${theme.space(3)} ${theme.space(5)}`};
  border-block-start: 1px solid ${({ theme }) => theme.colors.border};
  border-end-start-radius: ${({ theme }) => theme.radii.md};
  border-end-end-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  button {
    min-inline-size: 120px;
  }
  span {
    color: ${({ theme }) => theme.colors.muted};
  }
`;

interface ReviewItemProps {
  item: ProjectReviewItem;
  name: string;
  headingRef: Ref<HTMLHeadingElement>;
  /** A decision on this item is on its way: both buttons wait for it. */
  sending: boolean;
  onApprove: () => void;
  onReject: () => void;
}

/** One change waiting: who sent it and when, exactly what differs, its new images, the decision. */
export function ReviewItem({ item, name, headingRef, sending, onApprove, onReject }: ReviewItemProps) {
  const t = useReviewMessages();
  const language = useLanguageStore((state) => state.language);
  const id = useId();
  const owner = `${item.owner.user.firstName} ${item.owner.user.lastName}`.trim();
  const images = item.newImages;
  return (
    <Article aria-labelledby={`${id}-name`}>
      <Header>
        <h2 id={`${id}-name`} ref={headingRef} tabIndex={-1} dir="auto">
          {name}
        </h2>
        <p>
          <Badge $tone={item.isNew ? 'info' : 'neutral'}>{item.isNew ? t('isNew') : t('isEdit')}</Badge>
          <span>{t('byOwner', { name: owner })}</span>
          <span aria-hidden="true">·</span>
          <time dateTime={item.submittedAt}>
            {t('submittedOn', { date: formatDate(item.submittedAt, language) })}
          </time>
        </p>
      </Header>
      <section aria-labelledby={`${id}-changes`}>
        <h3 id={`${id}-changes`}>{item.isNew ? t('newProjectHeading') : t('changesHeading')}</h3>
        <ChangeView changes={item.changes} newImages={images.length} />
      </section>
      {images.length > 0 && (
        <section aria-labelledby={`${id}-images`}>
          <h3 id={`${id}-images`}>{t('imagesHeading')}</h3>
          <Hint>{t('imagesHint')}</Hint>
          <Images>
            {images.map((image, index) => (
              <li key={image.id}>
                <ResponsiveImage
                  image={image}
                  alt={t('imageAlt', { n: index + 1, total: images.length })}
                  sizes="(min-width: 1100px) 200px, (min-width: 640px) 30vw, 45vw"
                  ratio={4 / 3}
                />
                {image.isCover && <Badge $tone="success">{t('cover')}</Badge>}
              </li>
            ))}
          </Images>
        </section>
      )}
      <Actions role="group" aria-label={t('decisionLabel')}>
        <Button type="button" $variant="primary" disabled={sending} onClick={onApprove}>
          {t('approve')}
        </Button>
        <Button type="button" $variant="danger" disabled={sending} onClick={onReject}>
          {t('reject')}
        </Button>
        {sending && <span role="status">{t('sendingDecision')}</span>}
      </Actions>
    </Article>
  );
}
