import { useId, useState } from 'react';
import styled from 'styled-components';
import { toApiFailure } from '@rowad/shared/api-client';
import { formatDate } from '@rowad/shared/format';
import { useLanguageStore } from '@rowad/shared/i18n';
import { itemsOf } from '@rowad/shared/query';
import { useFailedMails, useRetryFailedMail } from '@rowad/shared/query/admin';
import type { FailedMail } from '@rowad/shared/schemas';
import { Button, useDocumentTitle } from '@rowad/shared/ui';
import { PlainList, Row } from '@rowad/shared/ui/layout';
import {
  type ActionResult,
  ListBody,
  ListPage,
  LoadingList,
  useLeavingItems,
} from '../../components/page-frame';
import { useFailedMailMessages, type FailedMailKey } from './messages';

const List = styled(PlainList).attrs({ $gap: 4 })``;

const Card = styled.article`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(5)};
  border-radius: ${({ theme }) => theme.radii.md};
  border-inline-start: 4px solid ${({ theme }) => theme.colors.warning};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.card};
  min-inline-size: 0;
  h2 {
    margin: 0;
    font-size: 1.0625rem;
    overflow-wrap: anywhere;
  }
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content minmax(0, 1fr);
  gap: ${({ theme }) => `${theme.space(1)} ${theme.space(3)}`};
  margin: 0;
  font-size: 0.9375rem;
  dt {
    color: ${({ theme }) => theme.colors.muted};
  }
  dd {
    margin: 0;
    min-inline-size: 0;
  }
`;

const Address = styled.span`
  direction: ltr;
  unicode-bidi: isolate;
  overflow-wrap: anywhere;
`;

const ErrorText = styled.code`
  display: block;
  padding: ${({ theme }) => `${theme.space(2)} ${theme.space(3)}`};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.background};
  font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace;
  font-size: 0.8125rem;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
  text-align: start;
`;

const Footer = styled(Row).attrs({ $align: 'center', $spread: true })`
  color: ${({ theme }) => theme.colors.muted};
  font-size: 0.875rem;
`;

interface MailItemProps {
  mail: FailedMail;
  sending: boolean;
  onSend: () => void;
}

function MailItem({ mail, sending, onSend }: MailItemProps) {
  const t = useFailedMailMessages();
  const language = useLanguageStore((state) => state.language);
  const titleId = useId();
  return (
    <li>
      <Card aria-labelledby={titleId}>
        <h2 id={titleId} dir="auto">
          {mail.subject}
        </h2>
        <Facts>
          <dt>{t('to')}</dt>
          <dd>
            <Address>{mail.to}</Address>
          </dd>
          <dt>{t('attempts')}</dt>
          <dd>{mail.attempts}</dd>
          <dt>{t('lastError')}</dt>
          <dd>{mail.lastError ? <ErrorText dir="ltr">{mail.lastError}</ErrorText> : t('noError')}</dd>
        </Facts>
        <Footer>
          <time dateTime={mail.createdAt}>
            {t('queuedOn', { date: formatDate(mail.createdAt, language) })}
          </time>
          <Button type="button" $variant="primary" disabled={sending} onClick={onSend}>
            {sending ? t('sending') : t('sendAgain')}
          </Button>
        </Footer>
      </Card>
    </li>
  );
}

/** The text of a refused or failed 'Send again', by the API's code. */
function failureText(error: unknown): FailedMailKey {
  const failure = toApiFailure(error);
  if (failure.kind === 'network') return 'offline';
  if (failure.code === 'MAIL_NOT_FAILED' || failure.status === 409) return 'notFailed';
  if (failure.code === 'MAIL_NOT_FOUND' || failure.status === 404) return 'gone';
  return 'actionFailed';
}

/**
 * /admin/mail: the e-mails the platform gave up on after every attempt, newest first. 'Send again'
 * queues one again (its attempts counted from zero), and it leaves the list.
 */
export default function FailedMailPage() {
  const t = useFailedMailMessages();
  useDocumentTitle(t('title'));
  const query = useFailedMails();
  const retry = useRetryFailedMail();
  const [result, setResult] = useState<ActionResult | null>(null);
  // Queued again here (or found already sent): off the list at once, before it reloads.
  const { items: mails, total, leave } = useLeavingItems(itemsOf(query.data), query.data?.pages[0]?.total);

  const send = (mail: FailedMail) => {
    setResult(null);
    retry.mutate(mail.id, {
      onSuccess: () => {
        leave(mail.id);
        setResult({ text: t('queuedAgain', { subject: mail.subject, to: mail.to }), problem: false });
      },
      onError: (error) => {
        const key = failureText(error);
        if (key === 'notFailed' || key === 'gone') leave(mail.id);
        setResult({ text: t(key), problem: true });
      },
    });
  };

  return (
    <ListPage title={t('title')} lead={t('lead')} outcome={result}>
      <ListBody
        query={query}
        loading={<LoadingList label={t('loading')} rows={2} height="160px" />}
        failedText={t('failed')}
        empty={t('empty')}
        shown={mails.length}
        total={total}
      >
        <List aria-label={t('listLabel')}>
          {mails.map((mail) => (
            <MailItem
              key={mail.id}
              mail={mail}
              sending={retry.isPending && retry.variables === mail.id}
              onSend={() => send(mail)}
            />
          ))}
        </List>
      </ListBody>
    </ListPage>
  );
}
