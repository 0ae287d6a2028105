/**
 * The account area's Spanish messages: the texts its calls answer and its
 * screens show, each written once (texts the spec quotes are verbatim).
 * What every area shows (generic errors, lists, offline) is in ../messages.ts.
 * Placeholders are filled with formatMessage.
 */
export const ACCOUNT_MSG = {
  emailMustBeValid: 'E-mail must be valid',
  nameCriteriaRules:
    'Criterios: escribe tu nombre y apellidos como en tu acta de nacimiento, con mayúscula solo al inicio de cada palabra (por ejemplo, «María José»); no los escribas todo en mayúsculas.',
  // Profile (spec 1 §5; server texts where the spec is silent)
  passwordTooShort: 'Debes ingresar más de 8 caractéres',
  // Registration and account recovery (spec 2 §5, §8; server texts where silent)
  nameCriteria:
    'Lo sentimos, pero tu nombre no cuenta con los criterios adecuados, por favor revisa los criterios para poder continuar',
  checkAllData: 'Por favor, revisa que todos tus datos estén correctos',
  registrationMailSent: 'Correo enviado con exito',
  alreadyRegistered: 'Ya registraste tus datos. Revisa tu correo para activar tu cuenta.',
  accountNotActivated:
    'Tu cuenta aún no está activada. Abre el enlace que te enviamos por correo o pide uno nuevo en "Reenviar correo".',
  accountActivated: 'Tu cuenta quedó activada. Ya puedes iniciar sesión.',
  linkInvalid: 'El enlace no es válido o ya expiró. Pide uno nuevo.',
  recoverySent:
    'Si la matrícula está registrada, te enviamos un correo con las instrucciones para recuperar tu contraseña.',
  resendSent: 'Si los datos corresponden a una cuenta pendiente de activación, te enviamos un nuevo correo de activación.',
  passwordReset: 'Tu contraseña se actualizó. Ya puedes iniciar sesión.',
  // Written for the web where the spec is silent: the confirmation differs from the new password.
  passwordsDiffer: 'Las contraseñas no coinciden.',
  mailFailed: 'No pudimos enviar el correo en este momento. Inténtalo de nuevo más tarde.',
  accountThrottled: 'Demasiadas solicitudes para esta cuenta. Espera {minutes} minutos e inténtalo de nuevo.',
} as const;
