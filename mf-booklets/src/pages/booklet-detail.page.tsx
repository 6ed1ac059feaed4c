import { hasPermission, pathTo, Permission } from '@gb/contracts';
import { bookletSchema } from '@gb/contracts/schemas';
import {
  selectSession,
  styled,
  TitledPage,
  useAppSelector,
  useParams,
  useTranslation,
} from '@gb/shell/platform';
import { DetailColumns, FormCard, PageLayout } from '@gb/shell/platform/kit';

import { ActivationCodesCard } from '../booklets/activation-codes-card.component';
import { BookletComments } from '../booklets/booklet-comments.component';
import { BookletFilesCard } from '../booklets/booklet-files-card.component';
import { BookletFormFields } from '../booklets/booklet-form-fields.component';
import { BookletStateCard } from '../booklets/booklet-state-card.component';
import { bookletValues } from '../booklets/booklet-values';
import { BookletVouchersTable } from '../booklets/booklet-vouchers-table.component';
import { BookletWideActions } from '../booklets/booklet-wide-actions.component';
import { useGetBookletQuery, useUpdateBookletMutation } from '../booklets/booklets.api';
import { CloneBooklet } from '../booklets/clone-booklet.component';

/** /dashboard/booklets/:bookletId: every field, state, files, vouchers and comments. */
export function BookletDetailPage() {
  const { t } = useTranslation();
  const id = Number(useParams().bookletId);
  const session = useAppSelector(selectSession);
  const isFranchisee = hasPermission(session?.permissions ?? [], Permission.Franchisee);
  const { data: booklet, isLoading, isError } = useGetBookletQuery(id, { skip: !(id > 0) });
  const [updateBooklet] = useUpdateBookletMutation();
  if (!booklet) {
    return (
      <TitledPage titleKey="routes.bookletDetail">
        <p role={isLoading ? 'status' : 'alert'}>
          {isLoading ? t('common.loading') : isError || !(id > 0) ? t('bookletAdmin.notFound') : ''}
        </p>
      </TitledPage>
    );
  }
  const title = t('bookletAdmin.booklet', { region: booklet.regionName, year: booklet.year });
  return (
    <PageLayout
      title={title}
      breadcrumbs={[{ label: t('routes.booklets'), to: pathTo('booklets') }, { label: title }]}
      toolbar={isFranchisee && <CloneBooklet booklet={booklet} />}
    >
      <DetailColumns>
        <FormCard
          title={t('bookletAdmin.details')}
          schema={bookletSchema}
          values={bookletValues(booklet)}
          readOnly={!isFranchisee}
          savedMessage={t('bookletAdmin.saved')}
          onSave={(values) => updateBooklet({ id: booklet.id, ...values }).unwrap()}
        >
          <BookletFormFields />
        </FormCard>
        <Side>
          <BookletStateCard booklet={booklet} editable={isFranchisee} />
          <BookletFilesCard booklet={booklet} editable={isFranchisee} />
          {isFranchisee && <ActivationCodesCard booklet={booklet} />}
          {isFranchisee && <BookletWideActions booklet={booklet} />}
        </Side>
      </DetailColumns>
      <BookletVouchersTable bookletId={booklet.id} />
      <BookletComments bookletId={booklet.id} caller={session} />
    </PageLayout>
  );
}

const Side = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.m};
  min-width: 0;
`;
