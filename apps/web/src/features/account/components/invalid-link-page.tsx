import type { ReactNode } from 'react';
import Button from '@mui/material/Button';
import LinkOff from '@mui/icons-material/LinkOff';
import { Link as RouterLink } from 'react-router';
import { ACCOUNT_MSG } from '@lms/contract';
import { pathOf } from '../../../lib/routing';
import type { AccountLink } from '../utils/account-link';
import { AccountPage, AccountText } from '../../../components/layouts/account-page';
import { BackToLogin } from '../../../components/layouts/back-to-login';

interface InvalidLinkPageProps {
  link: AccountLink | null;
  /** The screen that mails a new link (route name), with its button's icon and text. */
  retryRoute: string;
  retryIcon: ReactNode;
  retryLabel: string;
}

/** A mailed link (activation, recovery) that could not be used: ask for a new one. */
export function InvalidLinkPage({ link, retryRoute, retryIcon, retryLabel }: InvalidLinkPageProps) {
  return (
    <AccountPage school={link?.escuela ?? null} title="Enlace no válido" icon={<LinkOff />} tone="error">
      <AccountText>{ACCOUNT_MSG.linkInvalid}</AccountText>
      <Button component={RouterLink} to={pathOf(retryRoute)} variant="contained" size="large" fullWidth startIcon={retryIcon}>
        {retryLabel}
      </Button>
      <BackToLogin label="Ir a iniciar sesión" />
    </AccountPage>
  );
}
