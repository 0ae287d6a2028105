import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import LockReset from '@mui/icons-material/LockReset';
import { FormTextField } from '../../../components/form/form-text-field';
import { useResetPassword } from '../api/reset-password';
import { isInvalidLink, type AccountLink } from '../utils/account-link';
import { resetPasswordForm, type ResetPasswordInput, type ResetPasswordValues } from '../utils/reset-password-form';
import { AccountPage, AccountText } from '../../../components/layouts/account-page';
import { BackToLogin, LoginButton } from '../../../components/layouts/back-to-login';
import { InvalidLinkPage } from './invalid-link-page';

/** The recovery link could not be used: ask for a new one. */
function InvalidRecoveryLink({ link }: { link: AccountLink | null }) {
  return <InvalidLinkPage link={link} retryRoute="RecuperarPassword" retryIcon={<LockReset />} retryLabel="Recuperar contraseña" />;
}

const EMPTY: ResetPasswordInput = { password: '', confirmacion: '' };

function ResetPasswordForm({ link }: { link: AccountLink }) {
  const reset = useResetPassword();
  const { control, handleSubmit } = useForm<ResetPasswordInput, unknown, ResetPasswordValues>({
    resolver: zodResolver(resetPasswordForm),
    defaultValues: EMPTY,
  });
  const onSubmit = handleSubmit(({ password }) => reset.mutate({ link, password }));

  if (reset.isSuccess) {
    return (
      <AccountPage school={link.escuela} title="¡Contraseña actualizada!" icon={<CheckCircleOutlined />} tone="success">
        <AccountText>{reset.data.message}</AccountText>
        <LoginButton />
      </AccountPage>
    );
  }
  if (reset.isError && isInvalidLink(reset.error)) return <InvalidRecoveryLink link={link} />;

  return (
    <AccountPage school={link.escuela} title="Elige tu nueva contraseña">
      <AccountText>Escríbela dos veces. Al guardarla se cerrarán tus sesiones abiertas en otros dispositivos.</AccountText>
      <Stack component="form" noValidate onSubmit={onSubmit} spacing={2} sx={{ width: '100%' }}>
        <FormTextField
          control={control}
          name="password"
          label="Nueva contraseña"
          required
          secret="la nueva contraseña"
          autoCapitalize="none"
          autoComplete="new-password"
          helperText="Al menos 7 caracteres"
        />
        <FormTextField
          control={control}
          name="confirmacion"
          label="Confirma la contraseña"
          required
          secret="la confirmación"
          autoCapitalize="none"
          autoComplete="new-password"
        />
        <Button type="submit" variant="contained" size="large" loading={reset.isPending}>
          Guardar contraseña
        </Button>
      </Stack>
      <BackToLogin />
    </AccountPage>
  );
}

/** RestablecerPassword (/restablecerpassword?escuela=N&token=…): the new password, twice. */
export function ResetPasswordScreen({ link }: { link: AccountLink | null }) {
  return link === null ? <InvalidRecoveryLink link={null} /> : <ResetPasswordForm link={link} />;
}
