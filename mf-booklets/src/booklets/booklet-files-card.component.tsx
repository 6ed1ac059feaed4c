import { MediaSize, PDF_TYPES, RASTER_IMAGE_TYPES, type Booklet } from '@gb/contracts';
import {
  Button,
  errorMessage,
  SingleFileRow,
  useAppDispatch,
  useTranslation,
} from '@gb/shell/platform';
import { Card, CardHeading, Muted, toast, useAuthorisedDownload } from '@gb/shell/platform/kit';

import { bookletChanged, useRemoveBookletFileMutation } from './booklets.api';

/** The multipart fields the api reads the files from. */
const COVER_IMAGE_FIELD = 'CoverImage';
const PRINT_FILE_FIELD = 'GoodForPrinting';

interface BookletFilesCardProps {
  booklet: Booklet;
  editable: boolean;
}

/** The cover image (shown on Home) and the print file (a PDF), each a single-file row. */
export function BookletFilesCard({ booklet, editable }: BookletFilesCardProps) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const [removeFile] = useRemoveBookletFileMutation();
  const { download, downloading } = useAuthorisedDownload();
  const names = { region: booklet.regionName, year: booklet.year };
  const cover = `booklet/${booklet.id}/cover-image`;
  const remove = async (file: 'cover-image' | 'good-for-printing') => {
    const result = await removeFile({ id: booklet.id, file });
    if (result.error) toast.error(errorMessage(result.error) ?? t('errors.generic'));
  };
  const downloadPrintFile = () =>
    download(
      `booklet/${booklet.id}/good-for-printing/${booklet.goodForPrintingId}`,
      `${t('bookletAdmin.booklet', names)}.pdf`,
    );
  return (
    <>
      <Card aria-labelledby="booklet-cover-title">
        <CardHeading id="booklet-cover-title">{t('bookletAdmin.cover')}</CardHeading>
        {!booklet.hasCoverImage && <Muted>{t('common.noEntries')}</Muted>}
        <SingleFileRow
          label={t('bookletAdmin.coverAlt', names)}
          hasFile={booklet.hasCoverImage}
          previewPath={`${cover}?size=${MediaSize.S}&cache=${booklet.coverImageId}`}
          download={{
            path: `${cover}?size=${MediaSize.Orig}&cache=${booklet.coverImageId}`,
            name: t('bookletAdmin.coverAlt', names),
          }}
          uploadPath={`booklet/${booklet.id}/cover-image`}
          field={COVER_IMAGE_FIELD}
          accept={RASTER_IMAGE_TYPES}
          deleteQuestion={`${t('common.delete')}: ${t('bookletAdmin.coverAlt', names)}?`}
          onUploaded={() => dispatch(bookletChanged(booklet.id))}
          onDelete={() => void remove('cover-image')}
          editable={editable}
        />
      </Card>
      <Card aria-labelledby="booklet-print-file-title">
        <CardHeading id="booklet-print-file-title">{t('bookletAdmin.printFile')}</CardHeading>
        <Muted>
          {booklet.goodForPrintingId ? t('bookletAdmin.printFileHint') : t('common.noEntries')}
        </Muted>
        {booklet.goodForPrintingId !== null && (
          <Button
            type="button"
            $variant="plain"
            disabled={downloading}
            onClick={() => void downloadPrintFile()}
          >
            {t('common.download')}
          </Button>
        )}
        <SingleFileRow
          label={t('bookletAdmin.printFile')}
          hasFile={booklet.goodForPrintingId !== null}
          uploadPath={`booklet/${booklet.id}/good-for-printing`}
          field={PRINT_FILE_FIELD}
          accept={PDF_TYPES}
          deleteQuestion={`${t('common.delete')}: ${t('bookletAdmin.printFile')}?`}
          onUploaded={() => dispatch(bookletChanged(booklet.id))}
          onDelete={() => void remove('good-for-printing')}
          editable={editable}
        />
      </Card>
    </>
  );
}
