import { useRef, useState, type FormEvent } from 'react';
import { z } from 'zod';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import { loginRequest, MSG, type SchoolId } from '@lms/contract';
import { OutlinedTextField } from '../../../components/form/outlined-text-field';
import { useLogin } from '../api/login';

// usuario reuses the call's own rule; the password is checked before it is hashed.
const loginForm = z.object({
  usuario: loginRequest.shape.usuario,
  password: z.string().trim().min(1, { error: MSG.required }),
});
type LoginFormValues = z.output<typeof loginForm>;
type FieldName = keyof LoginFormValues;
type FieldErrors = Partial<Record<FieldName, string>>;

/** The first message of each field, as the form shows it under the field. */
function validate(values: Record<FieldName, string>): { data: LoginFormValues } | { errors: FieldErrors } {
  const parsed = loginForm.safeParse(values);
  if (parsed.success) return { data: parsed.data };
  const errors: FieldErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as FieldName;
    errors[field] ??= issue.message;
  }
  return { errors };
}

/**
 * Usuario and password. Two fields need no form library on the first screen
 * (decision 007): the rules are checked on submit and, once submitted, on
 * every change; a failed submit focuses the first field in error.
 */
export function LoginForm({ school }: { school: SchoolId }) {
  const [showPassword, setShowPassword] = useState(false);
  const [values, setValues] = useState<Record<FieldName, string>>({ usuario: '', password: '' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [submitted, setSubmitted] = useState(false);
  const usuarioInput = useRef<HTMLInputElement>(null);
  const passwordInput = useRef<HTMLInputElement>(null);
  const loginMutation = useLogin();

  // Once sent, each change checks the fields again.
  const change = (field: FieldName) => (event: { target: { value: string } }) => {
    const next = { ...values, [field]: event.target.value };
    setValues(next);
    if (submitted) setErrors(errorsOf(next));
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    const result = validate(values);
    if ('errors' in result) {
      setErrors(result.errors);
      (result.errors.usuario !== undefined ? usuarioInput : passwordInput).current?.focus();
      return;
    }
    setErrors({});
    loginMutation.mutate({ school, ...result.data });
  };

  return (
    <Stack component="form" noValidate onSubmit={onSubmit} spacing={2} sx={{ width: '100%' }}>
      <OutlinedTextField
        name="usuario"
        value={values.usuario}
        onChange={change('usuario')}
        inputRef={usuarioInput}
        label="Usuario"
        autoComplete="username"
        autoCapitalize="none"
        error={errors.usuario !== undefined}
        helperText={errors.usuario ?? 'Tu matrícula'}
      />
      <OutlinedTextField
        name="password"
        value={values.password}
        onChange={change('password')}
        inputRef={passwordInput}
        label="Contraseña"
        type={showPassword ? 'text' : 'password'}
        autoComplete="current-password"
        error={errors.password !== undefined}
        helperText={errors.password}
        endAdornment={<ShowPasswordButton shown={showPassword} onToggle={() => setShowPassword((v) => !v)} />}
      />
      <Button type="submit" variant="contained" size="large" loading={loginMutation.isPending}>
        Iniciar sesión
      </Button>
    </Stack>
  );
}

function errorsOf(values: Record<FieldName, string>): FieldErrors {
  const result = validate(values);
  return 'errors' in result ? result.errors : {};
}

function ShowPasswordButton({ shown, onToggle }: { shown: boolean; onToggle(): void }) {
  return (
    <InputAdornment position="end">
      <IconButton aria-label={shown ? 'Ocultar contraseña' : 'Mostrar contraseña'} onClick={onToggle} edge="end">
        {shown ? <VisibilityOff /> : <Visibility />}
      </IconButton>
    </InputAdornment>
  );
}
