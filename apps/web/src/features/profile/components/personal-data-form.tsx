import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import Box from '@mui/material/Box';
import AccountCircle from '@mui/icons-material/AccountCircle';
import { personalForm, type PersonalData, type SchoolId } from '@lms/contract';
import { EditableFormCard } from '../../../components/ui/editable-form-card';
import { FormTextField } from '../../../components/form/form-text-field';
import { fieldText, usePerfilForm } from './use-perfil-form';

type Input = z.input<typeof personalForm>;

function valuesOf(datos: PersonalData | null): Input {
  return {
    nombre: fieldText(datos?.nombre),
    apellido_paterno: fieldText(datos?.apellido_paterno),
    apellido_materno: fieldText(datos?.apellido_materno),
    edad: fieldText(datos?.edad),
    telefono: fieldText(datos?.telefono),
    celular: fieldText(datos?.celular),
  };
}

interface PersonalDataFormProps {
  school: SchoolId;
  userId: number;
  datos: PersonalData | null;
}

const TWO_COLUMNS = { display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } } as const;

/** Mi cuenta of a student: nombre, apellidos, edad, teléfono, celular (spec 1 §5). */
export function PersonalDataForm({ school, userId, datos }: PersonalDataFormProps) {
  const { field, card } = usePerfilForm({ school, userId, datos, resolver: zodResolver(personalForm), valuesOf, first: 'nombre' });
  return (
    <EditableFormCard title="Mi cuenta" icon={<AccountCircle aria-hidden />} {...card}>
      <FormTextField {...field} name="nombre" label="Nombre" required autoComplete="given-name" />
      <Box sx={TWO_COLUMNS}>
        <FormTextField {...field} name="apellido_paterno" label="Apellido paterno" required autoComplete="family-name" />
        <FormTextField {...field} name="apellido_materno" label="Apellido materno" helperText="Opcional" />
      </Box>
      <FormTextField {...field} name="edad" label="Edad" required inputMode="numeric" />
      <Box sx={TWO_COLUMNS}>
        <FormTextField {...field} name="telefono" label="Teléfono" required inputMode="tel" autoComplete="tel" />
        <FormTextField {...field} name="celular" label="Celular" required inputMode="tel" autoComplete="tel" />
      </Box>
    </EditableFormCard>
  );
}
