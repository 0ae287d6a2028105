import { useEffect, useState } from 'react';
import { useForm, type DefaultValues, type FieldValues, type Path, type Resolver } from 'react-hook-form';
import type { PersonalData, SchoolId } from '@lms/contract';
import { personalDataBody, useUpdatePersonalData, type PersonalDataBody } from '../api/update-personal-data';

interface PerfilFormOptions<Input extends FieldValues> {
  school: SchoolId;
  userId: number;
  datos: PersonalData | null;
  resolver: Resolver<Input, unknown, Partial<Omit<PersonalDataBody, 'id'>>>;
  /** The form's fields out of the stored perfil. */
  valuesOf: (datos: PersonalData | null) => Input;
  /** Focused when edit mode opens. */
  first: Path<Input>;
}

/**
 * One part of the perfil (Mi cuenta or Dirección) with the view/edit modes of
 * spec 1 §4: saves the whole record with this part on top, and returns to view
 * mode with the server's answer; Cancelar puts the stored values back.
 */
export function usePerfilForm<Input extends FieldValues>({ school, userId, datos, resolver, valuesOf, first }: PerfilFormOptions<Input>) {
  const [editing, setEditing] = useState(false);
  const save = useUpdatePersonalData(school);
  const { control, handleSubmit, reset, setFocus } = useForm<Input, unknown, Partial<Omit<PersonalDataBody, 'id'>>>({
    resolver,
    defaultValues: valuesOf(datos) as DefaultValues<Input>,
  });

  useEffect(() => {
    if (editing) setFocus(first);
  }, [editing, setFocus, first]);

  const onSubmit = handleSubmit((values) =>
    save.mutate(personalDataBody(userId, datos, values), {
      onSuccess: ({ datos_usuario }) => {
        reset(valuesOf(datos_usuario));
        setEditing(false);
      },
    }),
  );

  return {
    field: { control, disabled: !editing },
    card: {
      editing,
      saving: save.isPending,
      onEdit: () => setEditing(true),
      onCancel: () => {
        reset(valuesOf(datos));
        setEditing(false);
      },
      onSubmit,
    },
  };
}

/** A stored value as the text of a field. */
export const fieldText = (value: string | number | null | undefined) => (value === null || value === undefined ? '' : String(value));
