import {
  formatDateTime,
  mayChangeBookletComment,
  type BookletComment,
  type Permission,
} from '@gb/contracts';
import { bookletCommentSchema } from '@gb/contracts/schemas';
import { asLocale, styled, useTranslation } from '@gb/shell/platform';
import { Card, CardHeading, FormCard, FormTextField, Muted } from '@gb/shell/platform/kit';

import {
  useAddBookletCommentMutation,
  useGetBookletCommentsQuery,
  useUpdateBookletCommentMutation,
} from './booklets.api';

const EMPTY_COMMENT = { title: '', text: '' };

function CommentFields() {
  const { t } = useTranslation();
  return (
    <>
      <FormTextField name="title" label={t('fields.title')} isRequired />
      <FormTextField name="text" label={t('fields.text')} isRequired rows={3} />
    </>
  );
}

interface BookletCommentsProps {
  bookletId: number;
  /** The caller: authors change their own comments, an Admin any. */
  caller: { userId: number; permissions: readonly Permission[] } | null;
}

/** The staff's comments on the booklet, newest first, and a form for a new one. */
export function BookletComments({ bookletId, caller }: BookletCommentsProps) {
  const { t, i18n } = useTranslation();
  const locale = asLocale(i18n.language);
  const { data: comments = [] } = useGetBookletCommentsQuery(bookletId);
  const [addComment] = useAddBookletCommentMutation();
  const [updateComment] = useUpdateBookletCommentMutation();
  const byline = (comment: BookletComment) =>
    t('bookletAdmin.commentBy', {
      user: comment.username ?? t('bookletAdmin.unknownUser'),
      date: formatDateTime(comment.createdAt, locale),
    });
  return (
    <Card aria-labelledby="booklet-comments-title">
      <CardHeading id="booklet-comments-title">{t('bookletAdmin.comments')}</CardHeading>
      <FormCard
        title={t('bookletAdmin.newComment')}
        schema={bookletCommentSchema}
        values={EMPTY_COMMENT}
        alwaysEditing
        resetAfterSave
        onSave={(comment) => addComment({ bookletId, ...comment }).unwrap()}
      >
        <CommentFields />
      </FormCard>
      {comments.length === 0 && <Muted>{t('bookletAdmin.noComments')}</Muted>}
      <List>
        {comments.map((comment) => (
          <li key={comment.id}>
            <FormCard
              title={comment.title}
              schema={bookletCommentSchema}
              values={{ title: comment.title, text: comment.text }}
              readOnly={!caller || !mayChangeBookletComment(comment.userId, caller)}
              onSave={(change) =>
                updateComment({ bookletId, commentId: comment.id, ...change }).unwrap()
              }
            >
              <Muted>{byline(comment)}</Muted>
              <CommentFields />
            </FormCard>
          </li>
        ))}
      </List>
    </Card>
  );
}

const List = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.m};
  margin: 0;
  padding: 0;
  list-style: none;
`;
