import { MediaSize, type User } from '@gb/contracts';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';

import { SingleFileRow } from '../ui/single-file-row.component';
import { useDeleteProfileImageMutation } from './user-profile.api';
import { errorMessage } from './error-message';
import { profileImageUrl } from './profile-image-url';
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
    <Card aria-label={label}>
      <Title>{label}</Title>
      {!imageId && <Muted>{t('userDialog.noProfileImage')}</Muted>}
      <SingleFileRow
        label={label}
        hasFile={imageId !== null}
        previewUrl={imageId ? profileImageUrl(user.id, imageId, MediaSize.M) : undefined}
        downloadUrl={imageId ? profileImageUrl(user.id, imageId, MediaSize.Orig) : undefined}
        uploadPath={`user/${user.id}/profile-image`}
        field={PROFILE_IMAGE_FIELD}
        accept="image/jpeg,image/png,image/gif,image/webp"
        deleteQuestion={`${t('userDialog.removeImage')}?`}
        onUploaded={(body) => showChanged(body as User)}
        onDelete={async () => {
          const result = await removeImage(user.id);
          if (result.data) showChanged(result.data);
        }}
      />
      {removal.error && <ErrorText role="alert">{errorMessage(removal.error)}</ErrorText>}
    </Card>
  );
}

const Card = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.s};
  padding: ${({ theme }) => theme.spacing.m};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.m};
`;

const Title = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.m};
`;

const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
`;

const ErrorText = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
`;
