import { useId, useState } from 'react';
import styled from 'styled-components';
import { toApiFailure } from '@rowad/shared/api-client';
import { formatDate, mailtoHref } from '@rowad/shared/format';
import { useLanguageStore } from '@rowad/shared/i18n';
import { itemsOf } from '@rowad/shared/query';
import { useContactMessages, useMarkMessageHandled } from '@rowad/shared/query/admin';
import { Link, useSearchParams } from '@rowad/shared/routing';
import type { ContactMessageListQuery, StoredContactMessage } from '@rowad/shared/schemas';
import { Badge, Button, useDocumentTitle } from '@rowad/shared/ui';
import { LtrText, PlainList, Row, secondaryLinkStyle } from '@rowad/shared/ui/layout';
import { adminPaths } from '../../admin-paths';
import {
  type ActionResult,
  ListBody,
  ListPage,
  LoadingList,
  useLeavingItems,
} from '../../components/page-frame';
import { useContactMessagesMessages, type ContactMessagesKey } from './messages';

type Tab = ContactMessageListQuery['state'];

const TABS: readonly { state: Tab; label: ContactMessagesKey; empty: ContactMessagesKey }[] = [
  { state: 'open', label: 'tabOpen', empty: 'emptyOpen' },
  { state: 'handled', label: 'tabHandled', empty: 'emptyHandled' },
  { state: 'all', label: 'tabAll', empty: 'emptyAll' },
];

/** A message longer than this (characters or lines) opens collapsed, with 'Read all'. */
const LONG_CHARACTERS = 600;
const LONG_LINES = 8;

const Segments = styled.nav`
  ul {
    display: inline-flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space(1)};
    margin: 0;
    padding: ${({ theme }) => theme.space(1)};
    list-style: none;
    border-radius: ${({ theme }) => theme.radii.pill};
    background: ${({ theme }) => theme.colors.surface};
    box-shadow: ${({ theme }) => theme.shadows.card};
  }
  a {
    display: inline-flex;
    align-items: center;
    min-block-size: 40px;
    padding-inline: ${({ theme }) => theme.space(4)};
    border-radius: ${({ theme }) => theme.radii.pill};
    color: ${({ theme }) => theme.colors.text};
    font-weight: 600;
    text-decoration: none;
    &:hover {
      background: ${({ theme }) => theme.colors.background};
    }
    &[aria-current='page'] {
      background: ${({ theme }) => theme.colors.primary};
      color: ${({ theme }) => theme.colors.onPrimary};
    }
  }
`;

const List = styled(PlainList).attrs({ $gap: 4 })``;

const Card = styled.article`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(5)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.card};
  min-inline-size: 0;
  h2 {
    margin: 0;
    font-size: 1.0625rem;
    overflow-wrap: anywhere;
  }
`;

const Heading = styled(Row).attrs({ as: 'header' as const, $align: 'baseline', $spread: true })``;

const Meta = styled(Row).attrs({ as: 'p' as const, $gap: [1, 3] as const })`
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
  font-size: 0.875rem;
`;

const Text = styled.p<{ $collapsed: boolean }>`
  margin: 0;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
  line-height: 1.6;
  ${({ $collapsed }) =>
    $collapsed
      ? `display: -webkit-box; -webkit-box-orient: vertical; -webkit-line-clamp: 6; overflow: hidden;`
      : ''}
`;

const Disclosure = styled.button`
  justify-self: start;
  padding: 0;
  border: none;
  background: none;
  color: ${({ theme }) => theme.colors.primary};
  font: inherit;
  font-weight: 600;
  cursor: pointer;
  text-decoration: underline;
`;

const Actions = styled(Row).attrs({ $align: 'center' })``;

const Reply = styled.a`
  ${secondaryLinkStyle}
`;

function isLong(text: string): boolean {
  return text.length > LONG_CHARACTERS || text.split('\n').length > LONG_LINES;
}

function MessageText({ text }: { text: string }) {
  const t = useContactMessagesMessages();
  const id = useId();
  const long = isLong(text);
  const [expanded, setExpanded] = useState(false);
  return (
    <>
      <Text id={id} dir="auto" $collapsed={long && !expanded}>
        {text}
      </Text>
      {long && (
        <Disclosure
          type="button"
          aria-expanded={expanded}
          aria-controls={id}
          onClick={() => setExpanded(!expanded)}
        >
          {expanded ? t('readLess') : t('readAll')}
        </Disclosure>
      )}
    </>
  );
}

interface MessageItemProps {
  message: StoredContactMessage;
  sending: boolean;
  onHandle?: () => void;
}

function MessageItem({ message, sending, onHandle }: MessageItemProps) {
  const t = useContactMessagesMessages();
  const language = useLanguageStore((state) => state.language);
  const titleId = useId();
  return (
    <li>
      <Card aria-labelledby={titleId}>
        <Heading>
          <h2 id={titleId}>
            <bdi>{message.name}</bdi>
          </h2>
          {message.handledAt && (
            <Badge $tone="success">
              <time dateTime={message.handledAt}>
                {t('handledOn', { date: formatDate(message.handledAt, language) })}
              </time>
            </Badge>
          )}
        </Heading>
        <Meta>
          <LtrText>{message.email}</LtrText>
          <time dateTime={message.createdAt}>
            {t('sentOn', { date: formatDate(message.createdAt, language) })}
          </time>
        </Meta>
        <MessageText text={message.message} />
        <Actions>
          <Reply href={mailtoHref(message.email, { subject: t('replySubject') })}>{t('reply')}</Reply>
          {onHandle && (
            <Button type="button" $variant="primary" disabled={sending} onClick={onHandle}>
              {sending ? t('sending') : t('markHandled')}
            </Button>
          )}
        </Actions>
      </Card>
    </li>
  );
}

/** The text of a refused or failed 'Mark handled', by the API's code. */
function failureText(error: unknown): ContactMessagesKey {
  const failure = toApiFailure(error);
  if (failure.kind === 'network') return 'offline';
  if (failure.code === 'ALREADY_HANDLED') return 'alreadyHandled';
  if (failure.code === 'MESSAGE_NOT_FOUND' || failure.status === 404) return 'gone';
  return 'actionFailed';
}

/**
 * /admin/messages: the contact form's messages, newest first, open ones by default (`?state=`
 * open, handled or all). The admin replies by e-mail and marks a message handled, which takes it
 * off the open list (and off the navigation's waiting count).
 */
export default function ContactMessagesPage() {
  const t = useContactMessagesMessages();
  useDocumentTitle(t('title'));
  const [params] = useSearchParams();
  const tab = TABS.find((candidate) => candidate.state === params.get('state')) ?? TABS[0]!;
  const query = useContactMessages({ state: tab.state });
  const mark = useMarkMessageHandled();
  const [result, setResult] = useState<ActionResult | null>(null);
  // Marked here (or found marked by someone else): off the open list at once, before it reloads.
  const {
    items: messages,
    total,
    gone: handledIds,
    leave,
  } = useLeavingItems(itemsOf(query.data), query.data?.pages[0]?.total, tab.state === 'open');

  const handle = (message: StoredContactMessage) => {
    setResult(null);
    mark.mutate(message.id, {
      onSuccess: () => {
        leave(message.id);
        setResult({ text: t('handled', { name: message.name }), problem: false });
      },
      onError: (error) => {
        const key = failureText(error);
        if (key === 'alreadyHandled') leave(message.id);
        setResult({ text: t(key), problem: true });
      },
    });
  };

  return (
    <ListPage
      title={t('title')}
      lead={t('lead')}
      tabs={
        <Segments aria-label={t('tabsLabel')}>
          <ul>
            {TABS.map((candidate) => (
              <li key={candidate.state}>
                <Link
                  to={
                    candidate.state === 'open'
                      ? adminPaths.messages
                      : `${adminPaths.messages}?state=${candidate.state}`
                  }
                  aria-current={candidate.state === tab.state ? 'page' : undefined}
                  onClick={() => setResult(null)}
                >
                  {t(candidate.label)}
                </Link>
              </li>
            ))}
          </ul>
        </Segments>
      }
      outcome={result}
    >
      <ListBody
        query={query}
        loading={<LoadingList label={t('loading')} rows={2} height="140px" />}
        failedText={t('failed')}
        empty={t(tab.empty)}
        shown={messages.length}
        total={total}
      >
        <List aria-label={t('listLabel')}>
          {messages.map((message) => (
            <MessageItem
              key={message.id}
              message={message}
              sending={mark.isPending && mark.variables === message.id}
              {...(message.handledAt || handledIds.has(message.id)
                ? {}
                : { onHandle: () => handle(message) })}
            />
          ))}
        </List>
      </ListBody>
    </ListPage>
  );
}
