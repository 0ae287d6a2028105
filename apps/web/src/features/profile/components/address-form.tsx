import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import Home from '@mui/icons-material/Home';
import { addressForm, type PersonalData, type SchoolId } from '@lms/contract';
import { EditableFormCard } from '../../../components/ui/editable-form-card';
import { FormTextField } from '../../../components/form/form-text-field';
import { fieldText, usePerfilForm } from './use-perfil-form';

type Input = z.input<typeof addressForm>;

function valuesOf(datos: PersonalData | null): Input {
  return {
    calle: fieldText(datos?.calle),
    cp: fieldText(datos?.cp),
    colonia: fieldText(datos?.colonia),
    municipio: fieldText(datos?.municipio),
  };
}

interface AddressFormProps {
  school: SchoolId;
  userId: number;
  datos: PersonalData | null;
}

/** Dirección: calle, cp (a number), colonia (optional), municipio (spec 1 §5). */
export function AddressForm({ school, userId, datos }: AddressFormProps) {
  const { field, card } = usePerfilForm({ school, userId, datos, resolver: zodResolver(addressForm), valuesOf, first: 'calle' });
  return (
    <EditableFormCard title="Dirección" icon={<Home aria-hidden />} {...card}>
      <FormTextField {...field} name="calle" label="Calle y número" required autoComplete="address-line1" />
      <FormTextField {...field} name="cp" label="Código postal" required inputMode="numeric" autoComplete="postal-code" />
      <FormTextField {...field} name="colonia" label="Colonia" helperText="Opcional" autoComplete="address-level3" />
      <FormTextField {...field} name="municipio" label="Municipio" required autoComplete="address-level2" />
    </EditableFormCard>
  );
}
