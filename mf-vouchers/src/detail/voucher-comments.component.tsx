import {
  formatDateTime,
  NotificationType,
  type CommentRequest,
  type Locale,
  type UpdateCommentRequest,
  type VoucherComment,
} from '@gb/contracts';
import { commentSchema, updateCommentSchema } from '@gb/contracts/schemas';
import { Button, styled, useTranslation } from '@gb/shell/platform';
import {
  Card,
  CardHeading,
  Dialog,
  FormCard,
  FormCheckboxField,
  FormSelectField,
  FormTextField,
  Muted,
} from '@gb/shell/platform/kit';
import { useId, useState } from 'react';

import type { Viewer } from '../api/use-viewer';
import {
  useCreateCommentMutation,
  useGetCommentsQuery,
  useUpdateCommentMutation,
} from '../api/vouchers.api';

interface VoucherCommentsProps {
  voucherId: number;
  viewer: Viewer;
  locale: Locale;
}

const NOTIFICATION_LABELS: Record<NotificationType, string> = {
  [NotificationType.None]: 'voucherAdmin.notificationNone',
  [NotificationType.Responsible]: 'voucherAdmin.notificationResponsible',
  [NotificationType.GraphicsDesigner]: 'voucherAdmin.notificationGraphicsDesigner',
  [NotificationType.Customer]: 'voucherAdmin.notificationCustomer',
};

/**
 * The voucher's comments, oldest first, and a new one: staff choose whom it notifies by mail and
 * whether the company sees it (a company's own comments are visible to it).
 */
export function VoucherComments({ voucherId, viewer, locale }: VoucherCommentsProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const { data: comments = [] } = useGetCommentsQuery(voucherId);
  const [createComment] = useCreateCommentMutation();
  const [editing, setEditing] = useState<VoucherComment | null>(null);
  const empty: CommentRequest = {
    title: '',
    text: '',
    notificationType: NotificationType.None,
    isCustomerVisible: !viewer.isStaff,
  };
  const notificationOptions = Object.values(NotificationType)
    .filter((type): type is NotificationType => typeof type === 'number')
    .map((type) => ({ value: type, label: t(NOTIFICATION_LABELS[type]) }));
  return (
    <Card $gap="s" aria-labelledby={titleId}>
      <CardHeading id={titleId}>{t('voucher.comments')}</CardHeading>
      {comments.length === 0 ? (
        <Muted>{t('voucherAdmin.noComments')}</Muted>
      ) : (
        <Thread>
          {comments.map((comment) => (
            <li key={comment.id}>
              <article aria-label={comment.title}>
                <h3>{comment.title}</h3>
                <Text>{comment.text}</Text>
                <Muted>
                  {t('voucherAdmin.commentBy', {
                    name: comment.username,
                    date: formatDateTime(comment.createdAt, locale),
                  })}
                  {viewer.isStaff &&
                    ` · ${t(comment.isCustomerVisible ? 'voucherAdmin.customerVisible' : 'voucherAdmin.internal')}` +
                      ` · ${t('fields.notificationType')}: ${t(NOTIFICATION_LABELS[comment.notificationType])}`}
                </Muted>
                {(viewer.isFranchisee || comment.userId === viewer.userId) && (
                  <Button type="button" $variant="plain" onClick={() => setEditing(comment)}>
                    {t('voucherAdmin.editComment')}
                  </Button>
                )}
              </article>
            </li>
          ))}
        </Thread>
      )}
      <FormCard
        title={t('voucherAdmin.newComment')}
        schema={commentSchema}
        values={empty}
        onSave={(comment) => createComment({ id: voucherId, ...comment }).unwrap()}
        alwaysEditing
        resetAfterSave
      >
        <FormTextField name="title" label={t('fields.title')} isRequired />
        <FormTextField name="text" label={t('fields.text')} rows={3} isRequired />
        {viewer.isStaff && (
          <FormSelectField<NotificationType>
            name="notificationType"
            label={t('fields.notificationType')}
            options={notificationOptions}
          />
        )}
        {viewer.isStaff && (
          <FormCheckboxField name="isCustomerVisible" label={t('fields.isCustomerVisible')} />
        )}
      </FormCard>
      {editing && (
        <CommentDialog
          voucherId={voucherId}
          comment={editing}
          isStaff={viewer.isStaff}
          onClose={() => setEditing(null)}
        />
      )}
    </Card>
  );
}

interface CommentDialogProps {
  voucherId: number;
  comment: VoucherComment;
  isStaff: boolean;
  onClose: () => void;
}

/** Changes a comment's title, text and visibility (its author or a franchisee). */
function CommentDialog({ voucherId, comment, isStaff, onClose }: CommentDialogProps) {
  const { t } = useTranslation();
  const [updateComment] = useUpdateCommentMutation();
  const values: UpdateCommentRequest = {
    title: comment.title,
    text: comment.text,
    isCustomerVisible: comment.isCustomerVisible,
  };
  return (
    <Dialog title={t('voucherAdmin.editComment')} onOpenChange={(open) => !open && onClose()}>
      <FormCard
        title={t('voucherAdmin.editComment')}
        schema={updateCommentSchema}
        values={values}
        onSave={async (changed) => {
          await updateComment({ id: voucherId, commentId: comment.id, ...changed }).unwrap();
          onClose();
        }}
        alwaysEditing
        submitLabel={t('common.save')}
        onCancel={onClose}
      >
        <FormTextField name="title" label={t('fields.title')} isRequired />
        <FormTextField name="text" label={t('fields.text')} rows={4} isRequired />
        {isStaff && (
          <FormCheckboxField name="isCustomerVisible" label={t('fields.isCustomerVisible')} />
        )}
      </FormCard>
    </Dialog>
  );
}

const Thread = styled.ol`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.m};
  margin: 0;
  padding: 0;
  list-style: none;

  article {
    display: flex;
    flex-direction: column;
    align-items: flex-start;
    gap: ${({ theme }) => theme.spacing.xs};
  }

  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.m};
  }
`;

const Text = styled.p`
  margin: 0;
  white-space: pre-line;
`;
