import type { FormEventHandler, ReactNode } from 'react';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Edit from '@mui/icons-material/Edit';
import Save from '@mui/icons-material/Save';

interface EditableFormCardProps {
  title: string;
  icon: ReactNode;
  editing: boolean;
  saving: boolean;
  /** The view mode's button: 'Editar', or 'Cambiar contraseña' for the password. */
  editLabel?: string;
  onEdit: () => void;
  /** Leaves edit mode; without it there is no Cancelar (a new record has nothing to go back to). */
  onCancel?: () => void;
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** A line under the title. */
  intro?: ReactNode;
  /** View-mode buttons before the edit button (the fiscal data's Eliminar). */
  viewActions?: ReactNode;
  /** Another task holds the form (a file being read): Cancelar and Guardar wait. */
  busy?: boolean;
  children: ReactNode;
}

/**
 * A form of Perfil with its two modes (spec 1 §4 "Forms"): view mode with the
 * fields disabled and an Editar button, edit mode with Guardar. `embedded`:
 * a sub-section of another card (the staff's Mi cuenta), with an h3.
 */
export function EditableFormCard({ embedded = false, ...props }: EditableFormCardProps & { embedded?: boolean }) {
  if (embedded) {
    return (
      <section aria-label={props.title}>
        <EditableForm {...props} heading="h3" />
      </section>
    );
  }
  return (
    <Card variant="outlined" component="section" aria-label={props.title}>
      <CardContent>
        <EditableForm {...props} heading="h2" />
      </CardContent>
    </Card>
  );
}

function EditableForm({
  title,
  icon,
  editing,
  saving,
  editLabel = 'Editar',
  onEdit,
  onCancel,
  onSubmit,
  intro,
  viewActions,
  busy,
  children,
  heading,
}: EditableFormCardProps & { heading: 'h2' | 'h3' }) {
  return (
    <>
      {/* An intro line sits close under the title. */}
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: intro ? 1 : 2, color: 'primary.main' }}>
        {icon}
        <Typography component={heading} variant={heading === 'h2' ? 'h6' : 'subtitle1'} sx={{ fontWeight: 700, color: 'text.primary' }}>
          {title}
        </Typography>
      </Stack>
      {intro && (
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {intro}
        </Typography>
      )}
      <Stack component="form" noValidate onSubmit={onSubmit} spacing={2}>
        {children}
        {/* Distinct keys: the Editar button must not turn into the submit button under the tap. */}
        <Stack direction="row" sx={{ justifyContent: 'flex-end', flexWrap: 'wrap', gap: 1 }}>
          {editing ? (
            <>
              {onCancel && (
                <Button key="cancel" type="button" onClick={onCancel} disabled={saving || busy}>
                  Cancelar
                </Button>
              )}
              <Button key="save" type="submit" variant="contained" startIcon={<Save />} loading={saving} disabled={busy}>
                Guardar
              </Button>
            </>
          ) : (
            <>
              {viewActions}
              <Button key="edit" type="button" variant="contained" startIcon={<Edit />} onClick={onEdit}>
                {editLabel}
              </Button>
            </>
          )}
        </Stack>
      </Stack>
    </>
  );
}
