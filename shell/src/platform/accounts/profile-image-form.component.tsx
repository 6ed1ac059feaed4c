import { MediaSize, RASTER_IMAGE_TYPES, type User } from '@gb/contracts';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';

import { CardTitle } from '../ui/card-title.component';
import { CardFrame } from '../ui/card.styles';
import { ErrorAlert } from '../ui/error-alert.component';
import { SingleFileRow } from '../ui/single-file-row.component';
import { useDeleteProfileImageMutation } from './user-profile.api';
import { errorMessage } from './error-message';
import { profileImagePath } from './profile-image-url';
import { useShowChangedUser } from './use-show-changed-user';

/** The multipart field the api reads a profile picture from. */
const PROFILE_IMAGE_FIELD = 'ImageFile';

/** The user's picture in size M, with upload, replace and remove (owner or Admin only). */
export function ProfileImageForm({ user }: { user: User }) {
  const { t } = useTranslation();
  const showChanged = useShowChangedUser();
  const [removeImage, removal] = useDeleteProfileImageMutation();
  const imageId = user.profileImageAttachmentId;
  const label = t('userDialog.profileImage');
  return (
    <CardFrame aria-label={label}>
      <CardTitle>{label}</CardTitle>
      {!imageId && <Muted>{t('userDialog.noProfileImage')}</Muted>}
      <SingleFileRow
        label={label}
        hasFile={imageId !== null}
        previewPath={imageId ? profileImagePath(user.id, imageId, MediaSize.M) : undefined}
        download={
          imageId
            ? { path: profileImagePath(user.id, imageId, MediaSize.Orig), name: label }
            : undefined
        }
        uploadPath={`user/${user.id}/profile-image`}
        field={PROFILE_IMAGE_FIELD}
        accept={RASTER_IMAGE_TYPES}
        deleteQuestion={`${t('userDialog.removeImage')}?`}
        onUploaded={(body) => showChanged(body as User)}
        onDelete={async () => {
          const result = await removeImage(user.id);
          if (result.data) showChanged(result.data);
        }}
      />
      <ErrorAlert message={removal.error && errorMessage(removal.error)} />
    </CardFrame>
  );
}

const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
`;
