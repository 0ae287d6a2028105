import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import { loginRequest, MSG, type SchoolId } from '@lms/contract';
import { useLogin } from '../api/login';

// usuario reuses the call's own rule; the password is checked before it is hashed.
const loginForm = z.object({
  usuario: loginRequest.shape.usuario,
  password: z.string().trim().min(1, { error: MSG.required }),
});
type LoginFormInput = z.input<typeof loginForm>;
type LoginFormValues = z.output<typeof loginForm>;

export function LoginForm({ school }: { school: SchoolId }) {
  const [showPassword, setShowPassword] = useState(false);
  const loginMutation = useLogin();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<LoginFormInput, unknown, LoginFormValues>({
    resolver: zodResolver(loginForm),
    defaultValues: { usuario: '', password: '' },
  });

  const onSubmit = handleSubmit((values) => loginMutation.mutate({ school, ...values }));

  return (
    <Stack component="form" noValidate onSubmit={onSubmit} spacing={2} sx={{ width: '100%' }}>
      <TextField
        {...register('usuario')}
        label="Usuario"
        autoComplete="username"
        autoCapitalize="none"
        error={errors.usuario !== undefined}
        helperText={errors.usuario?.message ?? 'Tu matrícula'}
        fullWidth
      />
      <TextField
        {...register('password')}
        label="Contraseña"
        type={showPassword ? 'text' : 'password'}
        autoComplete="current-password"
        error={errors.password !== undefined}
        helperText={errors.password?.message}
        fullWidth
        slotProps={{
          input: {
            endAdornment: (
              <InputAdornment position="end">
                <IconButton
                  aria-label={showPassword ? 'Ocultar contraseña' : 'Mostrar contraseña'}
                  onClick={() => setShowPassword((v) => !v)}
                  edge="end"
                >
                  {showPassword ? <VisibilityOff /> : <Visibility />}
                </IconButton>
              </InputAdornment>
            ),
          },
        }}
      />
      <Button type="submit" variant="contained" size="large" loading={loginMutation.isPending}>
        Iniciar sesión
      </Button>
    </Stack>
  );
}
