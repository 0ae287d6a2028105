/**
 * The fiscal area's Spanish messages: the texts its calls answer and its
 * screens show, each written once (texts the spec quotes are verbatim).
 * What every area shows (generic errors, lists, offline) is in ../messages.ts.
 * Placeholders are filled with formatMessage.
 */
export const FISCAL_MSG = {
  fiscalChangedElsewhere: 'Tus datos fiscales cambiaron en otro dispositivo. Ya te mostramos los datos actuales: revisa y vuelve a guardar.',
  cpInvalid: 'Ingresa un código postal válido.',
  // Fiscal data (spec 1 §5, §8; server texts where silent)
  fieldRequired: 'Este campo es obligatorio',
  mailRequired: 'El correo es obligatorio',
  mailInvalid: 'Correo inválido',
  fillEmptyFields: 'Llena los campos vacíos',
  qrUnreadable:
    'Por favor revisa tu constancia, o escanea el QR de la constancia con tu celular para veriticar la información',
  rfcInvalid: 'El RFC no tiene un formato válido.',
  regimenUnknown: 'El régimen fiscal no existe.',
  regimenMismatch: 'El régimen fiscal no corresponde a una persona {tipo} (RFC de {length} caracteres).',
  municipioUnknown: 'El municipio no existe.',
  fiscalSaved: 'Datos fiscales guardados correctamente.',
  fiscalDeleted: 'Datos eliminados correctamente',
  fiscalExists: 'Ya tienes datos fiscales registrados; edítalos en lugar de crear otros.',
  fiscalNotFound: 'No se encontraron esos datos fiscales.',
  constanciaUnknown: 'Primero sube el PDF de tu constancia de situación fiscal.',
} as const;
