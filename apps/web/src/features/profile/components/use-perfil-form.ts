import { useEffect, useState } from 'react';
import { useForm, type DefaultValues, type FieldValues, type Path, type Resolver } from 'react-hook-form';
import type { PersonalData, SchoolId } from '@lms/contract';
import { isApiError } from '../../../lib/api/api-error';
import { usePersonalData } from '../api/get-personal-data';
import { useUpdatePersonalData, type PersonalDataChanges } from '../api/update-personal-data';
import { changedFields } from '../utils/changed-fields';

interface PerfilFormOptions<Input extends FieldValues> {
  school: SchoolId;
  userId: number;
  /** The copy of the sign-in, shown until the fresh record arrives. */
  datos: PersonalData | null;
  resolver: Resolver<Input, unknown, PersonalDataChanges>;
  /** The form's fields out of the record. */
  valuesOf: (datos: PersonalData | null) => Input;
  /** Focused when edit mode opens. */
  first: Path<Input>;
}

/**
 * One part of the perfil (Mi cuenta or Dirección) with the view/edit modes of
 * spec 1 §4. It shows the record as the server has it now (read on every
 * visit), saves only the fields this part changed, at the version it read,
 * and returns to view mode with the server's answer. When the record changed
 * on another device meanwhile, the save is refused (409): the part shows the
 * fresh record and the dialog says so (decision 018).
 */
export function usePerfilForm<Input extends FieldValues>({ school, userId, datos, resolver, valuesOf, first }: PerfilFormOptions<Input>) {
  const [editing, setEditing] = useState(false);
  const fresh = usePersonalData(school, userId);
  const record = fresh.data ? fresh.data.datos_usuario : datos;
  const save = useUpdatePersonalData(school, userId);
  const { control, handleSubmit, reset, setFocus } = useForm<Input, unknown, PersonalDataChanges>({
    resolver,
    defaultValues: valuesOf(record) as DefaultValues<Input>,
  });

  // A newer record (read on opening, or after a refused save) replaces what view mode shows.
  useEffect(() => {
    if (!editing) reset(valuesOf(record));
  }, [record, editing, reset, valuesOf]);

  useEffect(() => {
    if (editing) setFocus(first);
  }, [editing, setFocus, first]);

  const onSubmit = handleSubmit((values) => {
    const changes = changedFields(record, values);
    if (Object.keys(changes).length === 0 || !record) {
      setEditing(false);
      return;
    }
    save.mutate(
      { id: userId, version: record.version, ...changes },
      {
        onSuccess: ({ datos_usuario }) => {
          reset(valuesOf(datos_usuario));
          setEditing(false);
        },
        // Refused over newer data: view mode shows the fresh record. Any other failure keeps what was typed.
        onError: (error) => {
          if (isApiError(error) && error.status === 409) setEditing(false);
        },
      },
    );
  });

  return {
    field: { control, disabled: !editing },
    card: {
      editing,
      saving: save.isPending,
      onEdit: () => setEditing(true),
      onCancel: () => {
        reset(valuesOf(record));
        setEditing(false);
      },
      onSubmit,
    },
  };
}

/** A stored value as the text of a field. */
export const fieldText = (value: string | number | null | undefined) => (value === null || value === undefined ? '' : String(value));
