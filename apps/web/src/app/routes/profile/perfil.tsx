import { useNavigate } from 'react-router';
import { ExciPanel } from '../../../features/certificates/components/exci-panel';
import { ToeflPanel } from '../../../features/certificates/components/toefl-panel';
import { NotificationSettingsButton } from '../../../features/notifications/components/notification-settings-button';
import { FiscalDataPanel } from '../../../features/fiscal/components/fiscal-data-panel';
import {
  StudentProfileScreen,
  type ProfilePanels,
} from '../../../features/profile/components/student-profile-screen';
import { pathOf } from '../../../lib/routing';
import { useSession } from '../../../lib/session/use-session';
import { AVAILABLE_SCREENS } from '../../screen-names';

/** Perfil's sections whose content belongs to other features (features do not import each other). */
const PANELS: ProfilePanels = {
  'datos-fiscales': ({ school, login }) => <FiscalDataPanel school={school} user={login.usuario} />,
  exci: ({ school, login }) => <ExciPanel school={school} userId={login.usuario.id} />,
  toefl: ({ school, login }) => <ToeflPanel school={school} userId={login.usuario.id} />,
};

export default function PerfilRoute() {
  const session = useSession();
  const navigate = useNavigate();
  return session ? (
    <StudentProfileScreen
      school={session.escuela}
      login={session.login}
      availableScreens={AVAILABLE_SCREENS}
      extraPanels={PANELS}
      headerActions={<NotificationSettingsButton target={{ school: session.escuela, userId: session.login.usuario.id }} />}
      onOpenRoute={(name) => void navigate(pathOf(name))}
    />
  ) : null;
}
