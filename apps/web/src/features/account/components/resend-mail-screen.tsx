import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { resendMailCall, type SchoolId } from '@lms/contract';
import { FormTextField } from '../../../components/form/form-text-field';
import { useResendMail } from '../api/resend-mail';
import { SchoolFormPage } from '../../../components/layouts/school-form-page';

// The call's own rules: both required ('Requerido.'), trimmed.
const resendForm = z.object({ matricula: resendMailCall.body.shape.matricula, correo: resendMailCall.body.shape.correo });
type Input = z.input<typeof resendForm>;
type Output = z.output<typeof resendForm>;
const EMPTY: Input = { matricula: '', correo: '' };

function ResendMailForm({ school }: { school: SchoolId }) {
  const resend = useResendMail();
  const { control, handleSubmit, reset } = useForm<Input, unknown, Output>({
    resolver: zodResolver(resendForm),
    defaultValues: EMPTY,
  });
  const onSubmit = handleSubmit((values) => resend.mutate({ school, ...values }, { onSuccess: () => reset(EMPTY) }));
  return (
    <Stack component="form" noValidate onSubmit={onSubmit} spacing={2} sx={{ width: '100%' }}>
      <FormTextField control={control} name="matricula" label="Matrícula" required autoComplete="username" />
      <FormTextField
        control={control}
        name="correo"
        label="Correo"
        required
        type="email"
        inputMode="email"
        autoCapitalize="none"
        autoComplete="email"
        helperText="El que registraste en tus datos"
      />
      <Button type="submit" variant="contained" size="large" loading={resend.isPending}>
        Reenviar correo
      </Button>
    </Stack>
  );
}

interface ResendMailScreenProps {
  school: SchoolId | null;
  onSelectSchool: (school: SchoolId) => void;
}

/** ReenviarCorreo (spec 2 §2): Matrícula and Correo; the server mails a new activation link. */
export function ResendMailScreen({ school, onSelectSchool }: ResendMailScreenProps) {
  return (
    <SchoolFormPage
      title="Reenviar correo de activación"
      school={school}
      onSelectSchool={onSelectSchool}
      intro="¿No te llegó el correo para activar tu cuenta, o ya venció? Escribe tu matrícula y el correo que registraste y te enviaremos uno nuevo."
    >
      {(chosen) => <ResendMailForm school={chosen} />}
    </SchoolFormPage>
  );
}
