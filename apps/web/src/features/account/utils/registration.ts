import type { z } from 'zod';
import {
  registrationAddressForm,
  registrationPersonalForm,
  registrationSurveyForm,
  type CallBody,
  type registrationCall,
} from '@lms/contract';

/** The stepper of RegistrarDatos (spec 2 §2): three forms, then the confirmation. */
export const REGISTRATION_STEPS = ['Datos personales', 'Dirección', 'Encuesta', 'Confirmación'] as const;

/** Index of the last step with a form (Encuesta): its button is Registrar. */
export const LAST_FORM_STEP = 2;

export type PersonalInput = z.input<typeof registrationPersonalForm>;
export type PersonalOutput = z.output<typeof registrationPersonalForm>;
export type AddressInput = z.input<typeof registrationAddressForm>;
export type AddressOutput = z.output<typeof registrationAddressForm>;
export type SurveyInput = z.input<typeof registrationSurveyForm>;
export type SurveyOutput = z.output<typeof registrationSurveyForm>;

export type RegistrationBody = CallBody<typeof registrationCall>;

/** What the three forms hold while the student moves between steps (text as typed, codes as '' until chosen). */
export interface RegistrationDraft {
  personal: PersonalInput;
  address: AddressInput;
  survey: SurveyInput;
}

export const EMPTY_PERSONAL: PersonalInput = {
  nombre: '',
  apellido_paterno: '',
  apellido_materno: '',
  edad: '',
  sexo: '',
  email: '',
  telefono: '',
  celular: '',
  contacto_emergencia: '',
  facebook: '',
};

/** A word written all in capitals, as school records often are, in title case ("SOFÍA" -> "Sofía"). */
const titleCase = (word: string) => (word === word.toLocaleUpperCase('es-MX') && word.length > 1 ? word.charAt(0) + word.slice(1).toLocaleLowerCase('es-MX') : word);

/**
 * Step 1 starts from the name the school registered ("Sofía Treviño Garza"):
 * the last two words are the surnames, the rest the name; the student
 * corrects what does not fit (compound surnames).
 */
export function personalFromName(fullName: string): PersonalInput {
  const words = fullName.trim().split(/\s+/).filter(Boolean).map(titleCase);
  const surnames = words.length >= 3 ? 2 : words.length - 1;
  const nombre = words.slice(0, words.length - surnames).join(' ');
  const [apellido_paterno = '', apellido_materno = ''] = words.slice(words.length - surnames);
  return { ...EMPTY_PERSONAL, nombre, apellido_paterno, apellido_materno };
}

export const EMPTY_ADDRESS: AddressInput = {
  calle: '',
  numero: '',
  cp: '',
  colonia: '',
  municipio: '',
  estado: '',
};

export const EMPTY_SURVEY: SurveyInput = {
  medio_contacto: '',
  ocupacion: '',
  estado_civil: '',
  hijos: '',
  motivo_estudio: '',
  transporte: '',
};

export type RegistrationCheck =
  | { ok: true; body: RegistrationBody }
  | { ok: false; /** The first step whose form does not validate. */ step: number };

/**
 * Registrar (spec 2 §5): all three forms must validate; the body is their
 * parsed (trimmed, coded) values merged with the student's id.
 */
export function buildRegistration(userId: number, draft: RegistrationDraft): RegistrationCheck {
  const personal = registrationPersonalForm.safeParse(draft.personal);
  if (!personal.success) return { ok: false, step: 0 };
  const address = registrationAddressForm.safeParse(draft.address);
  if (!address.success) return { ok: false, step: 1 };
  const survey = registrationSurveyForm.safeParse(draft.survey);
  if (!survey.success) return { ok: false, step: 2 };
  return { ok: true, body: { id_usuario: userId, ...personal.data, ...address.data, ...survey.data } };
}
