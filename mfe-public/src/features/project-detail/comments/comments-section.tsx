import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { toApiFailure } from '@rowad/shared/api-client';
import { isConnectionFailure, useConnection } from '@rowad/shared/connection';
import { paths } from '@rowad/shared/paths';
import { useAddComment, useComments } from '@rowad/shared/query';
import { Link } from '@rowad/shared/routing';
import type { Comment, Project } from '@rowad/shared/schemas';
import { useAuthStore } from '@rowad/shared/session';
import { Button, Skeleton } from '@rowad/shared/ui';
import { forgetCommentDraft, keepCommentDraft, readCommentDraft } from './comment-draft';
import { CommentForm } from './comment-form';
import { CommentItem } from './comment-item';
import { useCommentsMessages, useRefusalText } from './messages';
import { RatingBreakdown } from './rating-breakdown';

const Section = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space(5)};
  padding-block-start: ${({ theme }) => theme.space(6)};
  border-block-start: 1px solid ${({ theme }) => theme.colors.border};
  h2 {
    margin: 0;
  }
`;

const Panel = styled.div`
  padding: ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
`;

const Note = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
`;

const Mine = styled(Panel)`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
  p {
    margin: 0;
  }
`;

const List = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
`;

/**
 * The add form of a signed-in user who has not rated the project yet. What they write is kept as
 * a draft until it is posted (comment-draft.ts): offline, a reload or a closed tab lose nothing.
 */
function AddComment({
  projectId,
  userId,
  onAlreadyRated,
}: {
  projectId: number;
  userId: string;
  onAlreadyRated: () => void;
}) {
  const t = useCommentsMessages();
  const add = useAddComment(projectId);
  const refusal = useRefusalText();
  const [problem, setProblem] = useState<string | null>(null);
  const { lost, setLost } = useConnection();
  const [round, setRound] = useState(0);
  // Read as each form opens (the first, and the fresh one after a post), not at every render.
  const [initial] = useState(() => readCommentDraft(userId, projectId) ?? undefined);
  return (
    <Panel>
      <CommentForm
        key={round}
        initial={round === 0 ? initial : undefined}
        label={t('commentLabel')}
        submitLabel={t('post')}
        busyLabel={t('posting')}
        busy={add.isPending}
        problem={problem}
        connectionLost={lost}
        onDraftChange={(draft) => keepCommentDraft(userId, projectId, draft)}
        requireText
        onSubmit={(input) => {
          setProblem(null);
          setLost(false);
          // The promise, not mutate's callbacks: those are skipped when this form has gone meanwhile
          // (the reload after the post shows the new comment, and the form gives way to it), and the
          // draft must be forgotten all the same.
          add.mutateAsync(input).then(
            // A fresh, empty form once the comment is in the list, and no draft to bring back.
            () => {
              forgetCommentDraft(userId, projectId);
              setRound((n) => n + 1);
            },
            (error: unknown) => {
              console.error('Posting the comment failed', error);
              // No answer (the signal went): the form says it needs a connection; the text stays.
              if (isConnectionFailure(error)) return setLost(true);
              const { code } = toApiFailure(error);
              if (code === 'ALREADY_RATED') {
                setProblem(t('alreadyRated'));
                onAlreadyRated();
              } else if (code === 'CANNOT_RATE_OWN_PROJECT') setProblem(t('ownProject'));
              // The comment limits (issue 31): each refusal's own text, in the current language.
              else setProblem(refusal(code) ?? t('postFailed'));
            },
          );
        }}
      />
    </Panel>
  );
}

/** What the signed-in user sees above the list: the form, or their rating with a way to edit it. */
function YourPart({
  projectId,
  userId,
  own,
  onEdit,
}: {
  projectId: number;
  userId: string;
  own: Comment | undefined;
  onEdit: () => void;
}) {
  const t = useCommentsMessages();
  // Set when the API refused a second rating (the list did not show the first one yet).
  const [refused, setRefused] = useState(false);
  if (!own)
    return <AddComment projectId={projectId} userId={userId} onAlreadyRated={() => setRefused(true)} />;
  // One rating per user and project: the form gives way to the rating already given.
  return (
    <Mine role={refused ? 'alert' : undefined}>
      <p>{refused ? t('alreadyRated') : t('youRated', { rate: own.rate })}</p>
      <Button type="button" $variant="secondary" onClick={onEdit}>
        {t('editYours')}
      </Button>
    </Mine>
  );
}

/**
 * The comments and ratings of a public project (docs/product.md §2, §5, §6): the rating breakdown, the
 * add form for a signed-in user, and the comments, newest first, each editable by its author and
 * removable by its author or an admin. After each change the list and the rating reload.
 */
export function CommentsSection({ project }: { project: Project }) {
  const t = useCommentsMessages();
  const signedIn = useAuthStore((state) => state.token !== null);
  const user = useAuthStore((state) => state.user);
  const query = useComments(project.id);
  const [editingId, setEditingId] = useState<number | null>(null);
  const userId = user ? Number(user.id) : undefined;
  const comments = query.data?.items ?? [];
  const own = userId === undefined ? undefined : comments.find((comment) => comment.userId === userId);
  // An owner does not rate their own project (the API refuses it too): no stars to offer.
  const isProjectOwner = user?.role === 'owner' && userId === project.owner.id;

  // docs/product.md §8: a failed load is logged, once per failure rather than at every render.
  useEffect(() => {
    if (query.error) console.error('Loading the comments failed', query.error);
  }, [query.error]);

  const editOwn = () => {
    if (!own) return;
    // The edit form takes the focus, which brings it into view.
    setEditingId(own.id);
  };

  let list;
  if (query.status === 'pending') {
    list = (
      <div role="status" aria-busy="true" aria-label={t('loading')}>
        <Skeleton $height="4.5rem" />
      </div>
    );
  } else if (query.status === 'error' && query.data === undefined) {
    // The page says the comments are missing rather than none (logged once, below). A reload that
    // failed after a change (the signal gone, issue 32) keeps the list and the forms as they were,
    // with what is being written in them.
    list = <Note>{t('failed')}</Note>;
  } else if (comments.length === 0) {
    list = <Note>{t('empty')}</Note>;
  } else {
    list = (
      <List>
        {comments.map((comment) => (
          <CommentItem
            key={comment.id}
            projectId={project.id}
            comment={comment}
            mine={comment.userId === userId}
            canModerate={user?.role === 'admin'}
            editing={editingId === comment.id}
            onEditingChange={(editing) => setEditingId(editing ? comment.id : null)}
          />
        ))}
      </List>
    );
  }

  return (
    <Section aria-labelledby="comments-heading">
      <h2 id="comments-heading">{t('heading')}</h2>
      <RatingBreakdown rating={project.rating} />
      {signedIn ? (
        isProjectOwner ? (
          <Note>{t('ownProject')}</Note>
        ) : (
          query.data !== undefined &&
          user && <YourPart projectId={project.id} userId={user.id} own={own} onEdit={editOwn} />
        )
      ) : (
        <Note>
          <Link to={paths.login}>{t('signIn')}</Link> · {t('signInToComment')}
        </Note>
      )}
      {list}
    </Section>
  );
}
