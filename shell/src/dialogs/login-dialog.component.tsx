import { loginFormSchema, resetPasswordSchema } from '@gb/contracts/schemas';
import {
  Button,
  ErrorAlert,
  errorMessage,
  loginDialogToggled,
  Modal,
  selectLoginDialogOpen,
  TextField,
  tokensReceived,
  useAppDispatch,
  useAppSelector,
} from '@gb/shell/platform';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';

import { useAuthenticateMutation, useResetPasswordMutation } from '../session/login.api';
type Mode = 'login' | 'forgot';

/** Email and password, or the forgot-password form; a successful login reloads the page. */
export function LoginDialog() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const open = useAppSelector(selectLoginDialogOpen);
  const [mode, setMode] = useState<Mode>('login');
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string>();
  const [message, setMessage] = useState<string>();
  const [authenticate, { isLoading }] = useAuthenticateMutation();
  const [resetPassword, resetState] = useResetPasswordMutation();
  if (!open) return null;

  const close = () => dispatch(loginDialogToggled(false));
  const loginValid = loginFormSchema.safeParse({ username, password }).success;
  const resetValid = resetPasswordSchema.safeParse({ email: username }).success;

  const login = async (event: FormEvent) => {
    event.preventDefault();
    const result = await authenticate({ username, password });
    if (result.data) {
      dispatch(tokensReceived(result.data));
      window.location.reload();
      return;
    }
    setPassword('');
    // A wrong login is a 401; any other refusal (such as 429 after too many attempts) says why.
    const status = result.error && 'status' in result.error ? result.error.status : undefined;
    setError(
      status === 401 ? t('auth.invalidLogin') : (errorMessage(result.error) ?? t('errors.generic')),
    );
  };

  const sendReset = async (event: FormEvent) => {
    event.preventDefault();
    const result = await resetPassword({ email: username });
    if (result.error) {
      setError(t('auth.invalidEmail'));
      return;
    }
    setUsername('');
    setError(undefined);
    setMessage(t('auth.resetMailSent'));
  };

  const switchTo = (next: Mode) => {
    setMode(next);
    setError(undefined);
    setMessage(undefined);
  };

  return (
    <Modal title={t('auth.loginTitle')} onClose={close}>
      <Form onSubmit={(event) => void (mode === 'login' ? login(event) : sendReset(event))}>
        <TextField
          label={t('fields.email')}
          type="email"
          autoComplete="username"
          value={username}
          onChange={(event) => setUsername(event.target.value)}
        />
        {mode === 'login' && (
          <TextField
            label={t('fields.password')}
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
        )}
        <ErrorAlert message={error} />
        {message && <Message role="status">{message}</Message>}
        <Actions>
          <Button type="button" $variant="plain" onClick={close}>
            {t('common.cancel')}
          </Button>
          {mode === 'login' ? (
            <>
              <Button type="button" $variant="plain" onClick={() => switchTo('forgot')}>
                {t('auth.forgotPassword')}
              </Button>
              <Button type="submit" disabled={!loginValid || isLoading}>
                {t('auth.login')}
              </Button>
            </>
          ) : (
            <>
              <Button type="button" $variant="plain" onClick={() => switchTo('login')}>
                {t('common.back')}
              </Button>
              <Button type="submit" disabled={!resetValid || resetState.isLoading}>
                {t('auth.sendNewPassword')}
              </Button>
            </>
          )}
        </Actions>
      </Form>
    </Modal>
  );
}

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.m};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.spacing.s};
`;

const Message = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.success};
`;
