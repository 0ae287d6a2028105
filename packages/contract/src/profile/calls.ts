import { z } from 'zod';
import { hashedPassword } from '../access/schemas.js';
import { defineCall, messageBody } from '../call.js';
import { idField, idParam, versionField } from '../common-schemas.js';
import { AVATAR_OPTIONS, type AvatarPart } from './avatar-options.js';
import { addressFields, personalFields } from './forms.js';
import { avatar, personalData } from './schemas.js';
import { ACCOUNT_MSG } from '../account/messages.js';
import { PROFILE_MSG } from './messages.js';

const area = 'profile';

/** Not in the spec: the screens read the record fresh, not the copy taken at sign-in (decision 018). */
export const personalDataCall = defineCall({
  name: 'usuario.datos',
  method: 'GET',
  access: ['ALUMNO'],
  area,
  summary: 'Lee los datos personales actuales del alumno, con su versión.',
  params: z.strictObject({ id: idParam }),
  response: z.object({ datos_usuario: personalData.nullable() }),
});

/**
 * Saves only the fields sent (a form sends its own part), at the `version`
 * it read; a changed `email` needs the current `password` (decision 018).
 */
export const updatePersonalDataCall = defineCall({
  name: 'usuario.update.datos',
  method: 'POST',
  access: ['ALUMNO'],
  area,
  summary: 'Guarda los campos enviados de los datos personales y la dirección del alumno.',
  body: z.strictObject({
    id: idField,
    version: versionField,
    ...z.object(personalFields).partial().shape,
    ...z.object(addressFields).partial().shape,
    sexo: z.union([z.literal(0), z.literal(1)]).nullish(),
    email: z.email({ error: ACCOUNT_MSG.emailMustBeValid }).max(120).nullish(),
    password: hashedPassword.optional(),
  }),
  response: z.object({ datos_usuario: personalData, message: z.string() }),
});

export const updatePasswordCall = defineCall({
  name: 'usuario.update.password',
  method: 'POST',
  access: 'signedIn',
  restrictedEditor: true,
  area,
  summary: 'Cambia la contraseña (actual y nueva como SHA-256) y cierra las demás sesiones.',
  body: z.strictObject({ id: idField, password: hashedPassword, newpassword: hashedPassword }),
  response: messageBody,
});

const avatarPart = (part: AvatarPart) =>
  z.enum(AVATAR_OPTIONS[part] as unknown as [string, ...string[]], {
    error: PROFILE_MSG.avatarOptionInvalid.replace('{part}', part),
  });

export const updateAvatarCall = defineCall({
  name: 'usuario.update.avatar',
  method: 'PUT',
  access: 'signedIn',
  restrictedEditor: true,
  area,
  summary: 'Guarda el avatar del usuario (opciones de avataaars).',
  body: z.strictObject({
    id_alumno: idField,
    isCircle: z.boolean().default(true),
    accessoriesType: avatarPart('accessoriesType'),
    clotheType: avatarPart('clotheType'),
    clotheColor: avatarPart('clotheColor'),
    eyebrowType: avatarPart('eyebrowType'),
    eyeType: avatarPart('eyeType'),
    facialHairColor: avatarPart('facialHairColor'),
    facialHairType: avatarPart('facialHairType'),
    graphicType: avatarPart('graphicType'),
    hairColor: avatarPart('hairColor'),
    mouthType: avatarPart('mouthType'),
    skinColor: avatarPart('skinColor'),
    topType: avatarPart('topType'),
    topColor: avatarPart('topColor'),
  }),
  response: z.object({ avatar, message: z.string() }),
});

export const discountNoticeCall = defineCall({
  name: 'usuario.anuncio.descuento',
  method: 'GET',
  access: ['ALUMNO'],
  area,
  summary: 'Aviso de descuento vigente de la escuela (nota y ruta de pago), o nulos si no hay.',
  response: z.object({ nota: z.string().nullable(), ruta_pago: z.string().nullable() }),
});

export const profileCalls = [personalDataCall, updatePersonalDataCall, updatePasswordCall, updateAvatarCall, discountNoticeCall] as const;
