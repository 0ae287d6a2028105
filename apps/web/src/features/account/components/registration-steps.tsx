import type { ReactNode } from 'react';
import type { Control } from 'react-hook-form';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { ACCOUNT_MSG, ESTADO_CIVIL, ESTADOS, HIJOS, MEDIO_CONTACTO, MOTIVO_ESTUDIO, OCUPACION, SEXO, TRANSPORTE } from '@lms/contract';
import { FormTextField } from '../../../components/form/form-text-field';
import type { AddressInput, PersonalInput, SurveyInput } from '../utils/registration';

/** A catalogue as a select's options; the empty first option asks to choose. */
const choices = (catalogue: ReadonlyArray<{ id: number; nombre: string }>) => ({
  options: catalogue.map((item) => ({ value: String(item.id), label: item.nombre })),
  placeholder: 'Selecciona una opción',
});

/** One column on a phone, two from a tablet up. */
function Row({ children }: { children: ReactNode }) {
  return <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>{children}</Box>;
}

/** Step 1, Datos personales. */
export function PersonalStep({ control }: { control: Control<PersonalInput> }) {
  const field = { control };
  return (
    <>
      <Alert severity="info" variant="outlined">
        {ACCOUNT_MSG.nameCriteriaRules}
      </Alert>
      <FormTextField {...field} name="nombre" label="Nombre" required autoComplete="given-name" />
      <Row>
        <FormTextField {...field} name="apellido_paterno" label="Apellido paterno" required autoComplete="family-name" />
        <FormTextField {...field} name="apellido_materno" label="Apellido materno" helperText="Opcional" />
      </Row>
      <Row>
        <FormTextField {...field} name="edad" label="Edad" required inputMode="numeric" />
        <FormTextField {...field} name="sexo" label="Sexo" required {...choices(SEXO)} />
      </Row>
      <FormTextField
        {...field}
        name="email"
        label="Correo electrónico"
        required
        type="email"
        inputMode="email"
        autoCapitalize="none"
        autoComplete="email"
        helperText="Ahí te enviaremos el enlace para activar tu cuenta"
      />
      <Row>
        <FormTextField {...field} name="telefono" label="Teléfono" required inputMode="tel" autoComplete="tel" />
        <FormTextField {...field} name="celular" label="WhatsApp (celular)" required inputMode="tel" autoComplete="tel" />
      </Row>
      <FormTextField
        {...field}
        name="contacto_emergencia"
        label="Contacto de emergencia"
        required
        helperText="Nombre y teléfono"
      />
      <FormTextField {...field} name="facebook" label="Facebook" helperText="Opcional" />
    </>
  );
}

/** Step 2, Dirección (CP optional). */
export function AddressStep({ control }: { control: Control<AddressInput> }) {
  const field = { control };
  return (
    <>
      <FormTextField {...field} name="calle" label="Calle" required autoComplete="address-line1" />
      <Row>
        <FormTextField {...field} name="numero" label="Número" required autoComplete="address-line2" />
        <FormTextField
          {...field}
          name="cp"
          label="Código postal"
          inputMode="numeric"
          autoComplete="postal-code"
          helperText="Opcional"
        />
      </Row>
      <FormTextField {...field} name="colonia" label="Colonia" required autoComplete="address-level3" />
      <FormTextField {...field} name="municipio" label="Municipio" required autoComplete="address-level2" />
      <FormTextField {...field} name="estado" label="Estado" required {...choices(ESTADOS)} />
    </>
  );
}

/** Step 3, Encuesta. */
export function SurveyStep({ control }: { control: Control<SurveyInput> }) {
  const field = { control };
  return (
    <>
      <FormTextField {...field} name="medio_contacto" label="¿Cómo te enteraste de nosotros?" required {...choices(MEDIO_CONTACTO)} />
      <Row>
        <FormTextField {...field} name="ocupacion" label="Ocupación" required {...choices(OCUPACION)} />
        <FormTextField {...field} name="estado_civil" label="Estado civil" required {...choices(ESTADO_CIVIL)} />
      </Row>
      <Row>
        <FormTextField {...field} name="hijos" label="Hijos" required {...choices(HIJOS)} />
        <FormTextField {...field} name="transporte" label="Transporte" required {...choices(TRANSPORTE)} />
      </Row>
      <FormTextField {...field} name="motivo_estudio" label="Motivo de estudio" required {...choices(MOTIVO_ESTUDIO)} />
    </>
  );
}
