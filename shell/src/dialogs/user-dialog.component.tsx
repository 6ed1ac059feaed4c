import {
  Button,
  Modal,
  selectUserDialog,
  useAppDispatch,
  useAppSelector,
  userDialogClosed,
  userDialogOpened,
  UserProfile,
} from '@gb/shell/platform';
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
    <Modal title={t('menu.profile')} onClose={close} fullscreen>
      <CloseRow>
        <Button $variant="plain" onClick={close}>
          {t('common.close')}
        </Button>
      </CloseRow>
      <UserProfile
        userId={dialog.userId}
        tab={dialog.tab}
        onTabChange={(tab) => dispatch(userDialogOpened({ userId: dialog.userId, tab }))}
        onDeleted={close}
      />
    </Modal>
  );
}

const CloseRow = styled.div`
  display: flex;
  justify-content: flex-end;
`;
