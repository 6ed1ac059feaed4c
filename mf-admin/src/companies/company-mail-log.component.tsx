import { formatDateTime, type CompanyMailLog as LogEntry } from '@gb/contracts';
import { asLocale, useTranslation } from '@gb/shell/platform';
import { Card, CardHeading, type DataColumn, DataTable } from '@gb/shell/platform/kit';

import { useGetCompanyMailLogQuery } from './companies.api';

/** Every mail sent to all companies, newest first: when, subject, link and how many it reached. */
export function CompanyMailLog() {
  const { t, i18n } = useTranslation();
  const locale = asLocale(i18n.language);
  const log = useGetCompanyMailLogQuery();
  const columns: DataColumn<LogEntry>[] = [
    {
      id: 'sentAt',
      header: t('companyAdmin.sentAt'),
      cell: (mail) => formatDateTime(mail.mailSentAt, locale),
      sortValue: (mail) => mail.mailSentAt,
    },
    {
      id: 'subject',
      header: t('fields.subject'),
      cell: (mail) => mail.subject,
      sortValue: (mail) => mail.subject,
    },
    {
      id: 'linkType',
      header: t('fields.linkType'),
      cell: (mail) => t(`companyAdmin.linkTypes.${mail.linkType}`),
    },
    {
      id: 'recipients',
      header: t('companyAdmin.recipients'),
      cell: (mail) =>
        t('companyAdmin.recipientCount', {
          users: mail.numRecipients,
          companies: mail.numCompanies,
        }),
      sortValue: (mail) => mail.numRecipients,
      numeric: true,
    },
  ];
  return (
    <Card aria-labelledby="company-mail-log-title">
      <CardHeading id="company-mail-log-title">{t('companyAdmin.mailLog')}</CardHeading>
      <DataTable
        label={t('companyAdmin.mailLog')}
        columns={columns}
        rows={log.data}
        rowKey={(mail) => mail.id}
        isLoading={log.isLoading}
        error={log.isError ? t('kit.loadFailed') : undefined}
        onRetry={() => void log.refetch()}
        emptyMessage={t('companyAdmin.noMails')}
      />
    </Card>
  );
}
