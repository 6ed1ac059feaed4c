import { PDF_TYPES, type Company } from '@gb/contracts';
import {
  Button,
  errorMessage,
  SingleFileRow,
  useAppDispatch,
  useTranslation,
} from '@gb/shell/platform';
import { Card, CardHeading, Muted, toast, useAuthorisedDownload } from '@gb/shell/platform/kit';

import { companyChanged, useRemoveCompanyContractMutation } from './companies.api';

/** The multipart field the api reads the contract from. */
const CONTRACT_FIELD = 'contract';

/** The signed contract: a PDF in a single-file row, downloaded through the api. */
export function CompanyContractCard({ company }: { company: Company }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const [removeContract] = useRemoveCompanyContractMutation();
  const { download, downloading } = useAuthorisedDownload();
  const name = t('companyAdmin.contractName', { company: company.name });
  const remove = async () => {
    const result = await removeContract(company.id);
    if (result.error) toast.error(errorMessage(result.error) ?? t('errors.generic'));
  };
  const downloadContract = () =>
    download(`company/${company.id}/contract/${company.contractId}`, `${name}.pdf`);
  return (
    <Card aria-labelledby="company-contract-title">
      <CardHeading id="company-contract-title">{t('companyAdmin.contract')}</CardHeading>
      <Muted>
        {company.hasContract ? t('companyAdmin.contractHint') : t('companyAdmin.noContract')}
      </Muted>
      {company.hasContract && (
        <Button
          type="button"
          $variant="plain"
          disabled={downloading}
          onClick={() => void downloadContract()}
        >
          {t('common.download')}
        </Button>
      )}
      <SingleFileRow
        label={t('companyAdmin.contract')}
        hasFile={company.hasContract}
        uploadPath={`company/${company.id}/contract`}
        field={CONTRACT_FIELD}
        accept={PDF_TYPES}
        deleteQuestion={`${t('common.delete')}: ${name}?`}
        onUploaded={() => dispatch(companyChanged(company.id))}
        onDelete={() => void remove()}
        editable
      />
    </Card>
  );
}
