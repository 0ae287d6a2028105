import type { ReactNode } from 'react';
import type { Control } from 'react-hook-form';
import Box from '@mui/material/Box';
import {
  ESTADO_CIVIL,
  ESTADOS,
  HIJOS,
  MEDIO_CONTACTO,
  MOTIVO_ESTUDIO,
  OCUPACION,
  SEXO,
  TRANSPORTE,
} from '@lms/contract';
import type { AddressInput, PersonalInput, SurveyInput } from '../utils/registration';
import { ControlledSelectField, ControlledTextField } from './form-fields';

/** One column on a phone, two from a tablet up. */
function Row({ children }: { children: ReactNode }) {
  return <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>{children}</Box>;
}

/** Step 1, Datos personales. */
export function PersonalStep({ control }: { control: Control<PersonalInput> }) {
  const field = { control };
  return (
    <>
      <ControlledTextField {...field} name="nombre" label="Nombre" required autoComplete="given-name" />
      <Row>
        <ControlledTextField {...field} name="apellido_paterno" label="Apellido paterno" required autoComplete="family-name" />
        <ControlledTextField {...field} name="apellido_materno" label="Apellido materno" helperText="Opcional" />
      </Row>
      <Row>
        <ControlledTextField {...field} name="edad" label="Edad" required inputMode="numeric" />
        <ControlledSelectField {...field} name="sexo" label="Sexo" required options={SEXO} />
      </Row>
      <ControlledTextField
        {...field}
        name="email"
        label="Correo electrónico"
        required
        type="email"
        inputMode="email"
        autoComplete="email"
        helperText="Ahí te enviaremos el enlace para activar tu cuenta"
      />
      <Row>
        <ControlledTextField {...field} name="telefono" label="Teléfono" required inputMode="tel" autoComplete="tel" />
        <ControlledTextField {...field} name="celular" label="WhatsApp (celular)" required inputMode="tel" autoComplete="tel" />
      </Row>
      <ControlledTextField
        {...field}
        name="contacto_emergencia"
        label="Contacto de emergencia"
        required
        helperText="Nombre y teléfono"
      />
      <ControlledTextField {...field} name="facebook" label="Facebook" helperText="Opcional" />
    </>
  );
}

/** Step 2, Dirección (CP optional). */
export function AddressStep({ control }: { control: Control<AddressInput> }) {
  const field = { control };
  return (
    <>
      <ControlledTextField {...field} name="calle" label="Calle" required autoComplete="address-line1" />
      <Row>
        <ControlledTextField {...field} name="numero" label="Número" required autoComplete="address-line2" />
        <ControlledTextField
          {...field}
          name="cp"
          label="Código postal"
          inputMode="numeric"
          autoComplete="postal-code"
          helperText="Opcional"
        />
      </Row>
      <ControlledTextField {...field} name="colonia" label="Colonia" required autoComplete="address-level3" />
      <ControlledTextField {...field} name="municipio" label="Municipio" required autoComplete="address-level2" />
      <ControlledSelectField {...field} name="estado" label="Estado" required options={ESTADOS} />
    </>
  );
}

/** Step 3, Encuesta. */
export function SurveyStep({ control }: { control: Control<SurveyInput> }) {
  const field = { control };
  return (
    <>
      <ControlledSelectField {...field} name="medio_contacto" label="¿Cómo te enteraste de nosotros?" required options={MEDIO_CONTACTO} />
      <Row>
        <ControlledSelectField {...field} name="ocupacion" label="Ocupación" required options={OCUPACION} />
        <ControlledSelectField {...field} name="estado_civil" label="Estado civil" required options={ESTADO_CIVIL} />
      </Row>
      <Row>
        <ControlledSelectField {...field} name="hijos" label="Hijos" required options={HIJOS} />
        <ControlledSelectField {...field} name="transporte" label="Transporte" required options={TRANSPORTE} />
      </Row>
      <ControlledSelectField {...field} name="motivo_estudio" label="Motivo de estudio" required options={MOTIVO_ESTUDIO} />
    </>
  );
}
