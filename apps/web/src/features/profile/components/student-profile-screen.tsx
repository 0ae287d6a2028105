import Stack from '@mui/material/Stack';
import type { LoginResponse } from '@lms/contract';
import { Page } from '../../../components/layouts/page';
import { AccountCard, type AccountField } from './account-card';
import { ProfileHeader } from './profile-header';

const SEX_LABELS = { 0: 'Hombre', 1: 'Mujer' } as const;

/**
 * Perfil of a student (spec 1 §2): avatar, full name, user id and the
 * account's data. The other sections (password, address, avatar editor,
 * certificates...) arrive with their issues and are not listed until then.
 */
export function StudentProfileScreen({ login }: { login: LoginResponse }) {
  const { usuario: user, datos_usuario: data, avatar } = login;
  const fields: AccountField[] = [
    { label: 'Nombre completo', value: user.nombre_completo },
    { label: 'Matrícula', value: user.usuario },
    { label: 'Edad', value: data?.edad },
    { label: 'Sexo', value: data?.sexo === null || data?.sexo === undefined ? null : SEX_LABELS[data.sexo] },
    { label: 'Correo', value: data?.email },
    { label: 'Teléfono', value: data?.telefono },
    { label: 'Celular', value: data?.celular },
    { label: 'Municipio', value: data?.municipio },
  ];
  return (
    <Page title="Perfil">
      <Stack spacing={2}>
        <ProfileHeader name={user.nombre_completo} usuario={user.usuario} avatar={avatar} />
        <AccountCard fields={fields} />
      </Stack>
    </Page>
  );
}
