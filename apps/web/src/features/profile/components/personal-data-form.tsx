import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import Box from '@mui/material/Box';
import AccountCircle from '@mui/icons-material/AccountCircle';
import { personalForm, type PersonalData, type SchoolId } from '@lms/contract';
import { personalDataBody, useUpdatePersonalData } from '../api/update-personal-data';
import { EditableFormCard } from './editable-form-card';
import { FormTextField } from './form-text-field';

type Input = z.input<typeof personalForm>;
type Output = z.output<typeof personalForm>;

const text = (value: string | number | null | undefined) => (value === null || value === undefined ? '' : String(value));

function valuesOf(datos: PersonalData | null): Input {
  return {
    nombre: text(datos?.nombre),
    apellido_paterno: text(datos?.apellido_paterno),
    apellido_materno: text(datos?.apellido_materno),
    edad: text(datos?.edad),
    telefono: text(datos?.telefono),
    celular: text(datos?.celular),
  };
}

interface PersonalDataFormProps {
  school: SchoolId;
  userId: number;
  datos: PersonalData | null;
}

/** Mi cuenta of a student: nombre, apellidos, edad, teléfono, celular (spec 1 §5). */
export function PersonalDataForm({ school, userId, datos }: PersonalDataFormProps) {
  const [editing, setEditing] = useState(false);
  const save = useUpdatePersonalData(school);
  const { control, handleSubmit, reset, setFocus } = useForm<Input, unknown, Output>({
    resolver: zodResolver(personalForm),
    defaultValues: valuesOf(datos),
  });

  useEffect(() => {
    if (editing) setFocus('nombre');
  }, [editing, setFocus]);

  const onSubmit = handleSubmit((values) =>
    save.mutate(personalDataBody(userId, datos, values), {
      onSuccess: ({ datos_usuario }) => {
        reset(valuesOf(datos_usuario));
        setEditing(false);
      },
    }),
  );

  const field = { control, disabled: !editing };
  return (
    <EditableFormCard
      title="Mi cuenta"
      icon={<AccountCircle aria-hidden />}
      editing={editing}
      saving={save.isPending}
      onEdit={() => setEditing(true)}
      onCancel={() => {
        reset(valuesOf(datos));
        setEditing(false);
      }}
      onSubmit={onSubmit}
    >
      <FormTextField {...field} name="nombre" label="Nombre" required autoComplete="given-name" />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <FormTextField {...field} name="apellido_paterno" label="Apellido paterno" required autoComplete="family-name" />
        <FormTextField {...field} name="apellido_materno" label="Apellido materno" helperText="Opcional" />
      </Box>
      <FormTextField {...field} name="edad" label="Edad" required inputMode="numeric" />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <FormTextField {...field} name="telefono" label="Teléfono" required inputMode="tel" autoComplete="tel" />
        <FormTextField {...field} name="celular" label="Celular" required inputMode="tel" autoComplete="tel" />
      </Box>
    </EditableFormCard>
  );
}
