import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import Home from '@mui/icons-material/Home';
import { addressForm, type PersonalData, type SchoolId } from '@lms/contract';
import { personalDataBody, useUpdatePersonalData } from '../api/update-personal-data';
import { EditableFormCard } from './editable-form-card';
import { FormTextField } from './form-text-field';

type Input = z.input<typeof addressForm>;
type Output = z.output<typeof addressForm>;

const text = (value: string | number | null | undefined) => (value === null || value === undefined ? '' : String(value));

function valuesOf(datos: PersonalData | null): Input {
  return {
    calle: text(datos?.calle),
    cp: text(datos?.cp),
    colonia: text(datos?.colonia),
    municipio: text(datos?.municipio),
  };
}

interface AddressFormProps {
  school: SchoolId;
  userId: number;
  datos: PersonalData | null;
}

/** Dirección: calle, cp (a number), colonia (optional), municipio (spec 1 §5). */
export function AddressForm({ school, userId, datos }: AddressFormProps) {
  const [editing, setEditing] = useState(false);
  const save = useUpdatePersonalData(school);
  const { control, handleSubmit, reset, setFocus } = useForm<Input, unknown, Output>({
    resolver: zodResolver(addressForm),
    defaultValues: valuesOf(datos),
  });

  useEffect(() => {
    if (editing) setFocus('calle');
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
      title="Dirección"
      icon={<Home aria-hidden />}
      editing={editing}
      saving={save.isPending}
      onEdit={() => setEditing(true)}
      onCancel={() => {
        reset(valuesOf(datos));
        setEditing(false);
      }}
      onSubmit={onSubmit}
    >
      <FormTextField {...field} name="calle" label="Calle y número" required autoComplete="address-line1" />
      <FormTextField {...field} name="cp" label="Código postal" required inputMode="numeric" autoComplete="postal-code" />
      <FormTextField {...field} name="colonia" label="Colonia" helperText="Opcional" autoComplete="address-level3" />
      <FormTextField {...field} name="municipio" label="Municipio" required autoComplete="address-level2" />
    </EditableFormCard>
  );
}
