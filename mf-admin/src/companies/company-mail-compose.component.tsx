import type { CompanyMailRequest } from '@gb/contracts';
import { COMPANY_MAIL_LINK_TYPES, companyMailSchema } from '@gb/contracts/schemas';
import { Button, useTranslation } from '@gb/shell/platform';
import {
  ConfirmDialog,
  Dialog,
  FormCard,
  FormSelectField,
  FormTextField,
  toast,
} from '@gb/shell/platform/kit';
import { useState } from 'react';

import { useListCompaniesQuery, useSendCompanyMailMutation } from './companies.api';
import { CompanyMailPreview } from './company-mail-preview.component';

const EMPTY: CompanyMailRequest = {
  subject: '',
  body: '',
  linkText: '',
  linkType: 'partnerOrders',
};

/** A mail waiting for the confirmation; `settle` ends the card's save (with the refusal, if any). */
interface Pending {
  mail: CompanyMailRequest;
  settle: (refusal?: unknown) => void;
}

/** The users of all companies together, and how many companies have any. */
function useRecipients() {
  const { data: companies = [] } = useListCompaniesQuery({});
  const reached = companies.filter((company) => company.numUsers > 0);
  return {
    companies: reached.length,
    users: reached.reduce((sum, company) => sum + company.numUsers, 0),
  };
}

/**
 * "Mail to all companies": subject, text, link text and link type with a preview; the send asks
 * first how many it reaches. One key per written mail: a double click or a retry sends once.
 */
export function CompanyMailCompose() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [idempotencyKey, setIdempotencyKey] = useState('');
  const [pending, setPending] = useState<Pending>();
  const [sendMail] = useSendCompanyMailMutation();
  const recipients = useRecipients();
  const start = () => {
    setIdempotencyKey(crypto.randomUUID());
    setOpen(true);
  };
  const send = async ({ mail, settle }: Pending) => {
    setPending(undefined);
    try {
      const answer = await sendMail({ ...mail, idempotencyKey }).unwrap();
      settle();
      toast.success(answer.message);
      setOpen(false);
    } catch (refusal) {
      settle(refusal);
    }
  };
  return (
    <>
      <Button type="button" $variant="plain" onClick={start}>
        {t('companyAdmin.writeMail')}
      </Button>
      {open && (
        <Dialog title={t('companyAdmin.writeMail')} onOpenChange={setOpen}>
          <p>{t('companyAdmin.mailHint')}</p>
          <FormCard
            title={t('companyAdmin.writeMail')}
            schema={companyMailSchema}
            values={EMPTY}
            alwaysEditing
            submitLabel={t('companyAdmin.send')}
            onCancel={() => setOpen(false)}
            onSave={(mail) =>
              new Promise<void>((resolve, reject) =>
                setPending({
                  mail,
                  settle: (refusal) => (refusal === undefined ? resolve() : reject(refusal)),
                }),
              )
            }
          >
            <FormTextField name="subject" label={t('fields.subject')} isRequired />
            <FormSelectField
              name="linkType"
              label={t('fields.linkType')}
              isRequired
              options={COMPANY_MAIL_LINK_TYPES.map((type) => ({
                value: type,
                label: t(`companyAdmin.linkTypes.${type}`),
              }))}
            />
            <FormTextField name="body" label={t('companyAdmin.body')} isRequired rows={8} />
            <FormTextField name="linkText" label={t('fields.linkText')} />
            <CompanyMailPreview />
          </FormCard>
        </Dialog>
      )}
      {pending && (
        <ConfirmDialog
          title={t('companyAdmin.confirmTitle')}
          question={
            recipients.users === 0
              ? t('companyAdmin.noRecipients')
              : t('companyAdmin.confirmSend', { subject: pending.mail.subject, ...recipients })
          }
          confirmLabel={t('companyAdmin.send')}
          onCancel={() => {
            pending.settle();
            setPending(undefined);
          }}
          onConfirm={() => void send(pending)}
        />
      )}
    </>
  );
}
