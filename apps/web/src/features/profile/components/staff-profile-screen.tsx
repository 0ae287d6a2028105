import type { ReactNode } from 'react';
import Stack from '@mui/material/Stack';
import type { LoginResponse, SchoolId } from '@lms/contract';
import { Page } from '../../../components/layouts/page';
import { AccountCard } from './account-card';
import { PasswordForm } from './password-form';
import { ProfileHeader } from './profile-header';

const ROLE_LABELS: Record<string, string> = {
  TEACHER: 'Maestro',
  EDITOR: 'Editor',
  ADMINISTRADOR: 'Administrador',
};

interface StaffProfileScreenProps {
  school: SchoolId;
  login: LoginResponse;
  /** Ways into the role's other screens, composed by the route module (Comentarios for a teacher). */
  children?: ReactNode;
}

/**
 * PerfilTeacher and PerfilEditor: staff profiles show only Mi cuenta (spec 1 §2),
 * read only, with the password change inside it (usuario.update.password is open to every role).
 */
export function StaffProfileScreen({ school, login, children }: StaffProfileScreenProps) {
  const { usuario: user, avatar } = login;
  const role = ROLE_LABELS[user.roll] ?? user.roll;
  return (
    <Page title="Perfil">
      <Stack spacing={2}>
        <ProfileHeader name={user.nombre_completo} usuario={user.usuario} avatar={avatar} caption={role} />
        {children}
        <AccountCard
          fields={[
            { label: 'Nombre completo', value: user.nombre_completo },
            { label: 'Usuario', value: user.usuario },
            { label: 'Tipo de usuario', value: role },
          ]}
        >
          <PasswordForm school={school} userId={user.id} embedded />
        </AccountCard>
      </Stack>
    </Page>
  );
}
