import {
  formatDateTime,
  PROOF_TYPES,
  VoucherStateClass,
  type Voucher,
  type VoucherProofVersion,
} from '@gb/contracts';
import {
  asLocale,
  Button,
  FileUploadDialog,
  styled,
  useAppDispatch,
  useTranslation,
} from '@gb/shell/platform';
import {
  Card,
  CardHeading,
  Muted,
  useAuthorisedDownload,
  useAuthorisedFileUrl,
} from '@gb/shell/platform/kit';
import { useId, useState } from 'react';

import type { Viewer } from '../api/use-viewer';
import { proofUploaded, useGetVoucherProofsQuery } from '../api/voucher-files.api';

/** The multipart field the api reads a proof version from. */
const PROOF_FIELD = 'Proof';
const CLOSED_STATES: readonly VoucherStateClass[] = [
  VoucherStateClass.Finished,
  VoucherStateClass.Deleted,
];

const proofPath = (voucherId: number, proofId: number) =>
  `voucher/${voucherId}/proof/${proofId}/file`;
/** The raster preview the api draws of a proof (a PDF's first page, an image proof itself). */
const proofPreviewPath = (voucherId: number, proofId: number) =>
  `voucher/${voucherId}/proof/${proofId}/preview`;

interface VoucherProofCardProps {
  voucher: Voucher;
  viewer: Viewer;
}

/**
 * The print proof (GzD): its versions with who uploaded them and who decided what on them, and
 * this year's newest beside last year's, so a company sees what changed before approving.
 */
export function VoucherProofCard({ voucher, viewer }: VoucherProofCardProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const dispatch = useAppDispatch();
  const { data: proofs } = useGetVoucherProofsQuery(voucher.id);
  const [uploading, setUploading] = useState(false);
  const versions = proofs?.versions ?? [];
  const lastYear = proofs?.previousYear?.versions[0];
  const mayUpload = viewer.isStaff && !CLOSED_STATES.includes(voucher.stateClass);
  return (
    <Card $gap="s" aria-labelledby={titleId} data-card="proof">
      <CardHeading id={titleId}>{t('voucher.proofTitle')}</CardHeading>
      {versions.length === 0 && <Muted>{t('voucher.noProof')}</Muted>}
      {(versions[0] || lastYear) && (
        <Comparison role="group" aria-label={t('voucher.proofComparison')}>
          <ProofPreview
            heading={t('voucher.proofThisYear')}
            voucherId={voucher.id}
            proof={versions[0]}
          />
          {lastYear && (
            <ProofPreview
              heading={t('voucher.proofLastYear')}
              voucherId={voucher.id}
              proof={lastYear}
            />
          )}
        </Comparison>
      )}
      {versions.length > 0 && (
        <Versions>
          {versions.map((proof) => (
            <ProofVersionItem key={proof.id} voucherId={voucher.id} proof={proof} />
          ))}
        </Versions>
      )}
      {mayUpload && (
        <Button type="button" $variant="plain" onClick={() => setUploading(true)}>
          {t('voucher.uploadProof')}
        </Button>
      )}
      {uploading && (
        <FileUploadDialog
          title={t('voucher.uploadProof')}
          path={`voucher/${voucher.id}/proof`}
          field={PROOF_FIELD}
          accept={PROOF_TYPES}
          onUploaded={() => {
            setUploading(false);
            dispatch(proofUploaded(voucher.id));
          }}
          onClose={() => setUploading(false)}
        />
      )}
    </Card>
  );
}

function ProofVersionItem({ voucherId, proof }: { voucherId: number; proof: VoucherProofVersion }) {
  const { t, i18n } = useTranslation();
  const locale = asLocale(i18n.language);
  const { download, downloading } = useAuthorisedDownload();
  return (
    <li data-proof-version={proof.version}>
      <strong>{t('voucher.proofVersion', { version: proof.version })}</strong>
      <Muted>
        {t('voucher.proofUploaded', {
          name: proof.uploadedByName,
          date: formatDateTime(proof.uploadedAt, locale),
        })}
      </Muted>
      <Checksum>{t('voucher.proofChecksum', { checksum: proof.checksum })}</Checksum>
      <VersionPreview voucherId={voucherId} proof={proof} />
      {proof.decisions.map((decision) => (
        <Decision
          key={decision.id}
          $approved={decision.approved}
          data-approved={decision.approved}
          role="note"
        >
          {t(decision.approved ? 'voucher.proofApproved' : 'voucher.proofRefused', {
            name: decision.username,
            date: formatDateTime(decision.decidedAt, locale),
          })}
          {decision.comment && (
            <span>{t('voucher.proofComment', { comment: decision.comment })}</span>
          )}
        </Decision>
      ))}
      <Button
        type="button"
        $variant="plain"
        disabled={downloading}
        onClick={() => void download(proofPath(voucherId, proof.id), proof.originalName)}
      >
        {t('common.download')}: {proof.originalName}
      </Button>
    </li>
  );
}

interface ProofPreviewProps {
  heading: string;
  voucherId: number;
  proof: VoucherProofVersion | undefined;
}

function ProofPreview({ heading, voucherId, proof }: ProofPreviewProps) {
  const { t } = useTranslation();
  const url = useAuthorisedFileUrl(
    proof?.hasPreview ? proofPreviewPath(voucherId, proof.id) : undefined,
  );
  const label = proof
    ? `${heading}: ${t('voucher.proofPreview', { version: proof.version })}`
    : heading;
  return (
    <figure data-proof-side={heading}>
      <figcaption>{label}</figcaption>
      {!proof && <Muted>{t('voucher.noProof')}</Muted>}
      {proof && !proof.hasPreview && <Muted>{t('voucher.noPreview')}</Muted>}
      {url && <img src={url} alt={label} />}
    </figure>
  );
}

/** A version's preview beside its facts, or the note that it has none (download it). */
function VersionPreview({ voucherId, proof }: { voucherId: number; proof: VoucherProofVersion }) {
  const { t } = useTranslation();
  const url = useAuthorisedFileUrl(
    proof.hasPreview ? proofPreviewPath(voucherId, proof.id) : undefined,
  );
  if (!proof.hasPreview) return <Muted>{t('voucher.noPreview')}</Muted>;
  return url ? (
    <Thumbnail src={url} alt={t('voucher.proofPreview', { version: proof.version })} />
  ) : null;
}

const Thumbnail = styled.img`
  width: 8rem;
  max-width: 100%;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.s};
`;

const Comparison = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing.s};
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 10rem), 1fr));

  figure {
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.spacing.xs};
    margin: 0;
  }

  img {
    width: 100%;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.m};
  }
`;

const Versions = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.s};
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    display: flex;
    flex-direction: column;
    align-items: flex-start;
    gap: ${({ theme }) => theme.spacing.xs};
  }
`;

const Checksum = styled.code`
  overflow-wrap: anywhere;
  font-size: ${({ theme }) => theme.fontSizes.s};
`;

const Decision = styled.p<{ $approved: boolean }>`
  display: flex;
  flex-direction: column;
  margin: 0;
  padding-left: ${({ theme }) => theme.spacing.s};
  border-left: 3px solid
    ${({ theme, $approved }) => ($approved ? theme.colors.success : theme.colors.danger)};
`;
