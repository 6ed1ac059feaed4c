import {
  Button,
  selectUserDialog,
  useAppDispatch,
  useAppSelector,
  userDialogClosed,
  userDialogOpened,
  UserProfile,
} from '@gb/shell/platform';
import { Dialog } from '@gb/shell/platform/kit';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';

/** The fullscreen dialog of a user, opened from the drawer's profile link. */
export function UserDialog() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const dialog = useAppSelector(selectUserDialog);
  if (!dialog) return null;
  const close = () => dispatch(userDialogClosed());
  return (
    <Dialog title={t('menu.profile')} onOpenChange={(open) => !open && close()} fullscreen>
      <CloseRow>
        <Button type="button" $variant="plain" onClick={close}>
          {t('common.close')}
        </Button>
      </CloseRow>
      <UserProfile
        userId={dialog.userId}
        tab={dialog.tab}
        onTabChange={(tab) => dispatch(userDialogOpened({ userId: dialog.userId, tab }))}
        onDeleted={close}
      />
    </Dialog>
  );
}

const CloseRow = styled.div`
  position: absolute;
  top: ${({ theme }) => theme.spacing.m};
  right: ${({ theme }) => theme.spacing.m};
`;
