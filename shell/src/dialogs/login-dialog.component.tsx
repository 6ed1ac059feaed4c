import { zodResolver } from '@hookform/resolvers/zod';
import { localizedIssues, loginFormSchema, resetPasswordSchema } from '@gb/contracts/schemas';
import {
  Button,
  ErrorAlert,
  errorMessage,
  loginDialogToggled,
  selectLoginDialogOpen,
  selectSessionExpired,
  tokensReceived,
  translate,
  useAppDispatch,
  useAppSelector,
} from '@gb/shell/platform';
import { Dialog, TextField } from '@gb/shell/platform/kit';
import { useRef, useState } from 'react';
import { Controller, useForm, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { z } from 'zod';

import { continueAfterLogin, forgetLoginTarget } from '../routing/login-target';
import { useAuthenticateMutation, useResetPasswordMutation } from '../session/login.api';

type Mode = 'login' | 'forgot';

interface LoginValues {
  username: string;
  password: string;
}

/** Forgot-password needs only a valid email, in the same field as the login's. */
const forgotPasswordFormSchema = z.object({ username: resetPasswordSchema.shape.email });

/** The rules of the mode shown, with messages in the user's language. */
function resolverFor(mode: Mode): Resolver<LoginValues> {
  const schema = mode === 'login' ? loginFormSchema : forgotPasswordFormSchema;
  return zodResolver(schema, localizedIssues(translate)) as unknown as Resolver<LoginValues>;
}

/**
 * Email and password, or the forgot-password form; a successful login reloads the page, or opens
 * the guarded page the visitor was going to (cancelling forgets it). After
 * an expired session it says so first. The button is enabled once the fields are valid.
 */
export function LoginDialog() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const open = useAppSelector(selectLoginDialogOpen);
  const sessionExpired = useAppSelector(selectSessionExpired);
  const [mode, setMode] = useState<Mode>('login');
  // The form's resolver reads the mode shown now.
  const modeRef = useRef<Mode>(mode);
  modeRef.current = mode;
  const [error, setError] = useState<string>();
  const [message, setMessage] = useState<string>();
  const [authenticate] = useAuthenticateMutation();
  const [resetPassword] = useResetPasswordMutation();
  const form = useForm<LoginValues>({
    defaultValues: { username: '', password: '' },
    mode: 'onChange',
    resolver: (values, context, options) => resolverFor(modeRef.current)(values, context, options),
  });
  const { control, handleSubmit, formState, reset, setValue, trigger } = form;
  if (!open) return null;

  const close = () => {
    forgetLoginTarget();
    dispatch(loginDialogToggled(false));
  };

  const login = handleSubmit(async ({ username, password }) => {
    const result = await authenticate({ username, password });
    if (result.data) {
      dispatch(tokensReceived(result.data));
      continueAfterLogin();
      return;
    }
    setValue('password', '', { shouldValidate: true });
    // A wrong login is a 401; any other refusal (such as 429 after too many attempts) says why.
    const status = result.error && 'status' in result.error ? result.error.status : undefined;
    setError(
      status === 401 ? t('auth.invalidLogin') : (errorMessage(result.error) ?? t('errors.generic')),
    );
  });

  const sendReset = handleSubmit(async ({ username }) => {
    const result = await resetPassword({ email: username });
    if (result.error) {
      setError(t('auth.invalidEmail'));
      return;
    }
    reset();
    setError(undefined);
    setMessage(t('auth.resetMailSent'));
  });

  const switchTo = (next: Mode) => {
    setMode(next);
    setError(undefined);
    setMessage(undefined);
    // Validity follows the new mode's rules.
    setTimeout(() => void trigger());
  };

  return (
    <Dialog title={t('auth.loginTitle')} onOpenChange={(isOpen) => !isOpen && close()}>
      <Form
        noValidate
        onSubmit={(event) => void (mode === 'login' ? login(event) : sendReset(event))}
      >
        {sessionExpired && <Notice role="status">{t('kit.sessionExpired')}</Notice>}
        <Controller
          control={control}
          name="username"
          render={({ field, fieldState }) => (
            <TextField
              label={t('fields.email')}
              type="email"
              autoComplete="username"
              isRequired
              {...field}
              error={fieldState.isTouched ? fieldState.error?.message : undefined}
            />
          )}
        />
        {mode === 'login' && (
          <Controller
            control={control}
            name="password"
            render={({ field, fieldState }) => (
              <TextField
                label={t('fields.password')}
                type="password"
                autoComplete="current-password"
                isRequired
                {...field}
                error={fieldState.isTouched ? fieldState.error?.message : undefined}
              />
            )}
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
              <Button type="submit" disabled={!formState.isValid || formState.isSubmitting}>
                {t('auth.login')}
              </Button>
            </>
          ) : (
            <>
              <Button type="button" $variant="plain" onClick={() => switchTo('login')}>
                {t('common.back')}
              </Button>
              <Button type="submit" disabled={!formState.isValid || formState.isSubmitting}>
                {t('auth.sendNewPassword')}
              </Button>
            </>
          )}
        </Actions>
      </Form>
    </Dialog>
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

const Notice = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.spacing.s};
  border-left: 4px solid ${({ theme }) => theme.colors.primary};
  background: ${({ theme }) => theme.colors.surface};
`;
