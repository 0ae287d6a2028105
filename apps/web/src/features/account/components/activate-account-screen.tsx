import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import LinkOff from '@mui/icons-material/LinkOff';
import MarkEmailRead from '@mui/icons-material/MarkEmailRead';
import { errorMessageOf } from '../../../lib/errors/error-message';
import { useActivateAccount } from '../api/activate-account';
import { isInvalidLink, type AccountLink } from '../utils/account-link';
import { AccountPage, AccountText } from '../../../components/layouts/account-page';
import { BackToLogin, LoginButton } from '../../../components/layouts/back-to-login';
import { InvalidLinkPage } from './invalid-link-page';

/** The activation link could not be used: ask for a new one. */
function InvalidActivationLink({ link }: { link: AccountLink | null }) {
  return <InvalidLinkPage link={link} retryRoute="ReenviarCorreo" retryIcon={<MarkEmailRead />} retryLabel="Reenviar correo" />;
}

/**
 * ActivarCuenta (/activarcuenta?escuela=N&token=…): posts the mailed token
 * once on arrival, then says whether the account is active.
 */
export function ActivateAccountScreen({ link }: { link: AccountLink | null }) {
  const activation = useActivateAccount(link);

  if (link === null) return <InvalidActivationLink link={null} />;
  if (activation.isPending) {
    return (
      <AccountPage school={link.escuela} title="Activando tu cuenta">
        <CircularProgress aria-label="Activando tu cuenta" />
      </AccountPage>
    );
  }
  if (activation.isError) {
    if (isInvalidLink(activation.error)) return <InvalidActivationLink link={link} />;
    return (
      <AccountPage school={link.escuela} title="No pudimos activar tu cuenta" icon={<LinkOff />} tone="error">
        <AccountText>{errorMessageOf(activation.error)}</AccountText>
        <Button variant="contained" size="large" fullWidth onClick={() => void activation.refetch()}>
          Intentar de nuevo
        </Button>
        <BackToLogin label="Ir a iniciar sesión" />
      </AccountPage>
    );
  }
  return (
    <AccountPage school={link.escuela} title="¡Cuenta activada!" icon={<CheckCircleOutlined />} tone="success">
      <AccountText>{activation.data.message}</AccountText>
      <LoginButton />
    </AccountPage>
  );
}
