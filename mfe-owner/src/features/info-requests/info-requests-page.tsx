import styled from 'styled-components';
import { formatDate, mailtoHref } from '@rowad/shared/format';
import { useLanguageStore } from '@rowad/shared/i18n';
import { itemsOf, useReceivedInfoRequests } from '@rowad/shared/query';
import type { ReceivedInfoRequest } from '@rowad/shared/schemas';
import { Skeleton, useDocumentTitle } from '@rowad/shared/ui';
import { LtrText, MoreButton, PlainList, primaryLinkStyle, Row, StateNote } from '@rowad/shared/ui/layout';
import { useRemoteMessages } from '../../messages';
import { useInfoRequestsMessages } from './messages';

const Frame = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space(6)};
  max-inline-size: 880px;
  margin-inline: auto;
  padding-block: ${({ theme }) => theme.space(8)} ${({ theme }) => theme.space(16)};
  padding-inline: ${({ theme }) => theme.space(4)};
  h1 {
    margin: 0;
    font-size: clamp(1.75rem, 1.4rem + 1.5vw, 2.25rem);
    color: ${({ theme }) => theme.colors.primary};
  }
`;

const Lead = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
  max-inline-size: 60ch;
`;

const List = styled(PlainList)``;

const Item = styled(Row).attrs({ as: 'li' as const, $align: 'center', $spread: true, $gap: 3 })`
  padding: ${({ theme }) => `${theme.space(4)} ${theme.space(5)}`};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.card};
  h2 {
    margin: 0;
    font-size: 1.0625rem;
    overflow-wrap: anywhere;
  }
  p {
    margin: ${({ theme }) => theme.space(1)} 0 0;
    color: ${({ theme }) => theme.colors.muted};
    font-size: 0.875rem;
  }
`;

const Reply = styled.a`
  ${primaryLinkStyle}
`;

const More = styled.div`
  display: flex;
  justify-content: center;
`;

function RequestItem({ request }: { request: ReceivedInfoRequest }) {
  const t = useInfoRequestsMessages();
  const language = useLanguageStore((state) => state.language);
  const name = `${request.investor.firstName} ${request.investor.lastName}`.trim();
  return (
    <Item>
      <div>
        <h2>{name}</h2>
        <p>
          <LtrText>{request.investor.email}</LtrText>
          {' · '}
          <time dateTime={request.createdAt}>
            {t('askedOn', { date: formatDate(request.createdAt, language) })}
          </time>
        </p>
      </div>
      <Reply href={mailtoHref(request.investor.email)}>
        {t('reply', { name: request.investor.firstName })}
      </Reply>
    </Item>
  );
}

/**
 * The owner's inbox (issue 14, our addition): every investor who pressed 'Request Info' on the
 * owner's page, newest first, with a one-click reply by e-mail. The mail each request sent stays
 * the notification; this page is where an owner finds them again.
 */
export default function InfoRequestsPage() {
  const title = useRemoteMessages();
  const t = useInfoRequestsMessages();
  useDocumentTitle(title('infoRequestsTitle'));
  const query = useReceivedInfoRequests({ limit: 20 });
  const items = query.data ? itemsOf(query.data) : [];
  const total = query.data?.pages[0]?.total;

  let body;
  if (query.status === 'pending') {
    body = (
      <div aria-busy="true" aria-label={t('loading')}>
        <Skeleton $height="72px" />
      </div>
    );
  } else if (query.status === 'error') {
    body = (
      <StateNote $problem role="alert">
        {t('failed')}
      </StateNote>
    );
  } else if (items.length === 0) {
    body = <StateNote>{t('empty')}</StateNote>;
  } else {
    body = (
      <>
        <List aria-label={total === 1 ? t('oneCount') : t('count', { count: total ?? items.length })}>
          {items.map((request) => (
            <RequestItem key={request.id} request={request} />
          ))}
        </List>
        {query.hasNextPage && (
          <More>
            <MoreButton pages={query} label={t('showMore')} busyLabel={t('loadingMore')} />
          </More>
        )}
      </>
    );
  }

  return (
    <Frame>
      <h1>{title('infoRequestsTitle')}</h1>
      <Lead>{t('lead')}</Lead>
      {body}
    </Frame>
  );
}
