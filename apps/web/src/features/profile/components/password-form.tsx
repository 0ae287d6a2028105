import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import Lock from '@mui/icons-material/Lock';
import { passwordForm, type SchoolId } from '@lms/contract';
import { useUpdatePassword } from '../api/update-password';
import { EditableFormCard } from '../../../components/ui/editable-form-card';
import { FormTextField } from '../../../components/form/form-text-field';

type Input = z.input<typeof passwordForm>;
type Output = z.output<typeof passwordForm>;

const EMPTY: Input = { password: '', newpassword: '' };

interface PasswordFormProps {
  school: SchoolId;
  userId: number;
  /** Inside another card (the staff's Mi cuenta) rather than a card of its own. */
  embedded?: boolean;
}

/**
 * Contraseña (spec 1 §5): current and new password, both required and of at
 * least 7 characters; the view mode's button says "Cambiar contraseña".
 */
export function PasswordForm({ school, userId, embedded = false }: PasswordFormProps) {
  const [editing, setEditing] = useState(false);
  const save = useUpdatePassword(school);
  const { control, handleSubmit, reset, setFocus } = useForm<Input, unknown, Output>({
    resolver: zodResolver(passwordForm),
    defaultValues: EMPTY,
  });

  useEffect(() => {
    if (editing) setFocus('password');
  }, [editing, setFocus]);

  // The typed text is hashed before it leaves (trimmed, SHA-256), as at login.
  const onSubmit = handleSubmit((values) =>
    save.mutate(
      { id: userId, password: values.password, newpassword: values.newpassword },
      {
        onSuccess: () => {
          reset(EMPTY);
          setEditing(false);
        },
      },
    ),
  );

  const field = { control, disabled: !editing };
  return (
    <EditableFormCard
      title="Contraseña"
      icon={<Lock aria-hidden />}
      embedded={embedded}
      editing={editing}
      saving={save.isPending}
      editLabel="Cambiar contraseña"
      onEdit={() => setEditing(true)}
      onCancel={() => {
        reset(EMPTY);
        setEditing(false);
      }}
      onSubmit={onSubmit}
    >
      <FormTextField {...field} name="password" label="Contraseña actual" required secret="contraseña actual" autoComplete="current-password" />
      <FormTextField {...field} name="newpassword" label="Nueva contraseña" required secret="nueva contraseña" autoComplete="new-password" />
    </EditableFormCard>
  );
}
