import styled from 'styled-components';
import { formatDate } from '@rowad/shared/format';
import { useLanguageStore } from '@rowad/shared/i18n';
import { Link } from '@rowad/shared/routing';
import type { ProjectReviewItem } from '@rowad/shared/schemas';
import { Badge } from '@rowad/shared/ui';
import { PlainList, Row } from '@rowad/shared/ui/layout';
import { adminPaths } from '../../admin-paths';
import { ShowMore, type MorePages } from '../../components/page-frame';
import { ItemName } from './item-name';
import { useReviewMessages } from './messages';

const Frame = styled.nav`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  align-content: start;
  h2 {
    margin: 0;
    font-size: 1rem;
  }
`;

const List = styled(PlainList).attrs({ as: 'ol' as const, $gap: 2 })`
  a {
    display: grid;
    gap: ${({ theme }) => theme.space(1)};
    padding: ${({ theme }) => `${theme.space(3)} ${theme.space(4)}`};
    border-radius: ${({ theme }) => theme.radii.md};
    border-inline-start: 4px solid transparent;
    background: ${({ theme }) => theme.colors.surface};
    box-shadow: ${({ theme }) => theme.shadows.card};
    color: ${({ theme }) => theme.colors.text};
    text-decoration: none;
    &:hover {
      background: ${({ theme }) => theme.colors.primarySurface};
    }
    &[aria-current='true'] {
      border-inline-start-color: ${({ theme }) => theme.colors.primary};
      background: ${({ theme }) => theme.colors.primarySurface};
    }
  }
`;

const Top = styled(Row).attrs({ as: 'span' as const, $align: 'start', $spread: true, $nowrap: true })`
  strong {
    overflow-wrap: anywhere;
  }
  ${Badge} {
    flex: none;
  }
`;

const Meta = styled.span`
  color: ${({ theme }) => theme.colors.muted};
  font-size: 0.875rem;
`;

interface ReviewQueueProps {
  items: readonly ProjectReviewItem[];
  openId: number | undefined;
  total: number;
  /** The queue's infinite query, for 'Show more'. */
  pages: MorePages;
}

/** The changes waiting, oldest first: each opens beside (or above, on a phone) the list. */
export function ReviewQueue({ items, openId, total, pages }: ReviewQueueProps) {
  const t = useReviewMessages();
  const language = useLanguageStore((state) => state.language);
  return (
    <Frame aria-labelledby="review-queue-heading">
      <h2 id="review-queue-heading">{t('queueLabel')}</h2>
      <List>
        {items.map((item) => (
          <li key={item.revisionId}>
            <Link
              to={adminPaths.project(item.revisionId)}
              aria-current={item.revisionId === openId ? 'true' : undefined}
            >
              <Top>
                <ItemName item={item}>{(name) => <strong dir="auto">{name}</strong>}</ItemName>
                <Badge $tone={item.isNew ? 'info' : 'neutral'}>{item.isNew ? t('isNew') : t('isEdit')}</Badge>
              </Top>
              <Meta>
                <bdi>{`${item.owner.user.firstName} ${item.owner.user.lastName}`.trim()}</bdi>
                {' · '}
                <time dateTime={item.submittedAt}>{formatDate(item.submittedAt, language)}</time>
              </Meta>
            </Link>
          </li>
        ))}
      </List>
      <ShowMore shown={items.length} total={total} pages={pages} />
    </Frame>
  );
}
