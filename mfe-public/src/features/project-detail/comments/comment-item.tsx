import { useState } from 'react';
import styled from 'styled-components';
import { toApiFailure } from '@rowad/shared/api-client';
import { isConnectionFailure, useConnection } from '@rowad/shared/connection';
import { formatDate } from '@rowad/shared/format';
import { hiddenReasonIn, useLanguageStore } from '@rowad/shared/i18n';
import { useDeleteComment, useEditComment } from '@rowad/shared/query';
import type { Comment } from '@rowad/shared/schemas';
import { Badge, Button, Dialog } from '@rowad/shared/ui';
import { useReportMessages } from '../../../components/report/messages';
import { ReportControl } from '../../../components/report/report-control';
import { CommentForm, Problem } from './comment-form';
import { useCommentsMessages, useRefusalText } from './messages';
import { StarsShown } from './star-input';

const Item = styled.li`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  padding-block: ${({ theme }) => theme.space(4)};
  border-block-start: 1px solid ${({ theme }) => theme.colors.border};
  &:first-child {
    border-block-start: none;
  }
`;

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: ${({ theme }) => `${theme.space(1)} ${theme.space(3)}`};
  h3 {
    margin: 0;
    font-size: 1rem;
  }
  time {
    color: ${({ theme }) => theme.colors.muted};
    font-size: 0.875rem;
  }
`;

const Text = styled.p.attrs({ dir: 'auto' })`
  margin: 0;
  white-space: pre-line;
  /* Each line in its own script's direction: an English comment on an Arabic screen keeps its
     full stop at its end. */
  unicode-bidi: plaintext;
  overflow-wrap: anywhere;
  line-height: 1.6;
`;

const HiddenNote = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
  font-size: 0.875rem;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
`;

const Small = styled(Button)`
  min-height: 32px;
  padding: ${({ theme }) => `${theme.space(1)} ${theme.space(3)}`};
  font-size: 0.875rem;
`;

interface CommentItemProps {
  projectId: number;
  comment: Comment;
  /** The signed-in user wrote it: edit and delete (docs/product.md §6). */
  mine: boolean;
  /** An admin may delete any comment. */
  canModerate: boolean;
  editing: boolean;
  onEditingChange: (editing: boolean) => void;
}

/** One comment: author, stars, date and text; the author edits and deletes it, an admin deletes it. */
export function CommentItem({
  projectId,
  comment,
  mine,
  canModerate,
  editing,
  onEditingChange,
}: CommentItemProps) {
  const t = useCommentsMessages();
  const r = useReportMessages();
  const refusal = useRefusalText();
  const language = useLanguageStore((state) => state.language);
  const edit = useEditComment(projectId);
  const remove = useDeleteComment(projectId);
  const [confirming, setConfirming] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  // The last save got no answer (issue 32): the edit form says it needs a connection.
  const { lost, setLost } = useConnection();
  const author = `${comment.user.firstName} ${comment.user.lastName}`.trim();

  return (
    <Item id={`comment-${comment.id}`} aria-label={t('commentBy', { name: author })}>
      <Head>
        <h3>{mine ? `${author} (${t('you')})` : author}</h3>
        {!editing && <StarsShown rate={comment.rate} />}
        <time dateTime={comment.createdAt}>{formatDate(comment.createdAt, language)}</time>
        {comment.hidden && <Badge $tone="warning">{r('hidden')}</Badge>}
      </Head>
      {comment.hidden && (
        <HiddenNote>
          {r('hiddenNote')}
          {comment.hiddenReason
            ? ` ${r('hiddenReason', { reason: hiddenReasonIn(comment.hiddenReason, language) })}`
            : ''}
        </HiddenNote>
      )}
      {editing ? (
        <CommentForm
          initial={{ comment: comment.comment, rate: comment.rate }}
          label={t('editLabel')}
          submitLabel={t('save')}
          busyLabel={t('saving')}
          busy={edit.isPending}
          problem={problem}
          connectionLost={lost}
          requireText={false}
          focusOnOpen
          onCancel={() => {
            setProblem(null);
            setLost(false);
            onEditingChange(false);
          }}
          onSubmit={(input) => {
            setProblem(null);
            setLost(false);
            edit.mutate(
              { commentId: comment.id, input },
              {
                onSuccess: () => onEditingChange(false),
                onError: (error) => {
                  console.error('Editing the comment failed', error);
                  if (isConnectionFailure(error)) return setLost(true);
                  // A rating an owner gave their own project before the rule can only be deleted.
                  const { code } = toApiFailure(error);
                  if (code === 'CANNOT_RATE_OWN_PROJECT') setProblem(t('ownProject'));
                  // A new account's edit may not add a link (issue 31).
                  else setProblem(refusal(code) ?? t('saveFailed'));
                },
              },
            );
          }}
        />
      ) : (
        <Text>{comment.comment}</Text>
      )}
      {!editing && (
        <Actions>
          {mine && (
            <Small type="button" $variant="secondary" onClick={() => onEditingChange(true)}>
              {t('edit')}
            </Small>
          )}
          {(mine || canModerate) && (
            <Small type="button" $variant="ghost" onClick={() => setConfirming(true)}>
              {t('delete')}
            </Small>
          )}
          <ReportControl kind="comment" id={comment.id} authorId={comment.userId} />
        </Actions>
      )}
      {!editing && problem && <Problem role="alert">{problem}</Problem>}
      <Dialog
        open={confirming}
        title={t('deleteTitle')}
        onClose={() => setConfirming(false)}
        actions={
          <>
            <Button
              type="button"
              $variant="secondary"
              onClick={() => setConfirming(false)}
              disabled={remove.isPending}
            >
              {t('cancel')}
            </Button>
            <Button
              type="button"
              $variant="danger"
              disabled={remove.isPending}
              onClick={() =>
                remove.mutate(comment.id, {
                  onSuccess: () => setConfirming(false),
                  onError: (error) => {
                    console.error('Deleting the comment failed', error);
                    setConfirming(false);
                    setProblem(t('deleteFailed'));
                  },
                })
              }
            >
              {remove.isPending ? t('deleting') : t('delete')}
            </Button>
          </>
        }
      >
        <p>{t('deleteText')}</p>
      </Dialog>
    </Item>
  );
}
