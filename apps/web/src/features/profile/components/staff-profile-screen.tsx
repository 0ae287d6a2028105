import Stack from '@mui/material/Stack';
import type { LoginResponse } from '@lms/contract';
import { Page } from '../../../components/layouts/page';
import { AccountCard } from './account-card';
import { ProfileHeader } from './profile-header';

const ROLE_LABELS: Record<string, string> = {
  TEACHER: 'Teacher',
  EDITOR: 'Editor',
  ADMINISTRADOR: 'Administrador',
};

/** PerfilTeacher and PerfilEditor: staff profiles show only Mi cuenta (spec 1 §2). */
export function StaffProfileScreen({ login }: { login: LoginResponse }) {
  const { usuario: user, avatar } = login;
  const role = ROLE_LABELS[user.roll] ?? user.roll;
  return (
    <Page title="Perfil">
      <Stack spacing={2}>
        <ProfileHeader name={user.nombre_completo} usuario={user.usuario} avatar={avatar} caption={role} />
        <AccountCard
          fields={[
            { label: 'Nombre completo', value: user.nombre_completo },
            { label: 'Usuario', value: user.usuario },
            { label: 'Tipo de usuario', value: role },
          ]}
        />
      </Stack>
    </Page>
  );
}
