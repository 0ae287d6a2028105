import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { recoverPasswordCall, type SchoolId } from '@lms/contract';
import { FormTextField } from '../../../components/form/form-text-field';
import { useRecoverPassword } from '../api/recover-password';
import { SchoolFormPage } from '../../../components/layouts/school-form-page';

// The call's own rule: required ('Requerido.'), trimmed.
const recoverForm = z.object({ usuario: recoverPasswordCall.body.shape.usuario });
type Input = z.input<typeof recoverForm>;
type Output = z.output<typeof recoverForm>;
const EMPTY: Input = { usuario: '' };

function RecoverPasswordForm({ school }: { school: SchoolId }) {
  const recover = useRecoverPassword();
  const { control, handleSubmit, reset } = useForm<Input, unknown, Output>({
    resolver: zodResolver(recoverForm),
    defaultValues: EMPTY,
  });
  const onSubmit = handleSubmit(({ usuario }) =>
    recover.mutate({ school, usuario }, { onSuccess: () => reset(EMPTY) }),
  );
  return (
    <Stack component="form" noValidate onSubmit={onSubmit} spacing={2} sx={{ width: '100%' }}>
      <FormTextField control={control} name="usuario" label="Matrícula" required autoComplete="username" />
      <Button type="submit" variant="contained" size="large" loading={recover.isPending}>
        Recuperar contraseña
      </Button>
    </Stack>
  );
}

interface RecoverPasswordScreenProps {
  school: SchoolId | null;
  onSelectSchool: (school: SchoolId) => void;
}

/** RecuperarPassword (spec 2 §2): Matrícula; the server mails a link to choose a new password. */
export function RecoverPasswordScreen({ school, onSelectSchool }: RecoverPasswordScreenProps) {
  return (
    <SchoolFormPage
      title="Recuperar contraseña"
      school={school}
      onSelectSchool={onSelectSchool}
      intro="Escribe tu matrícula y te enviaremos un correo con un enlace para elegir una contraseña nueva."
    >
      {(chosen) => <RecoverPasswordForm school={chosen} />}
    </SchoolFormPage>
  );
}
