import {
  ACCOUNT_MSG,
  activateAccountCall,
  recoverPasswordCall,
  registrationCall,
  resendMailCall,
  resetPasswordCall,
} from '@lms/contract';
import { badRequest, conflict, HttpError } from '../../lib/http-error.js';
import { assertSelf } from '../../lib/ownership.js';
import { hashPassword } from '../../lib/password.js';
import type { SchoolBrand } from '../../config.js';
import type { MailMessage } from '../../plugins/mail.js';
import { setPasswordHash } from '../profile/public.js';
import { defineArea, type AreaDeps } from '../types.js';
import { accountWithMail, confirmMail, consumeToken, hasPersonalData, issueToken, saveRegistration } from './account.repository.js';
import { activationMail, recoveryMail } from '../../lib/mails.js';
import { LoginThrottle } from '../access/public.js';

const ACTIVATION_TTL_MS = 7 * 86_400_000;
const RECOVERY_TTL_MS = 3_600_000;

/**
 * Registration, activation, password recovery and resend (spec 2 §2, §4;
 * docs/decisions/008-accounts-and-mail.md).
 */
function registerAccountRoutes(deps: AreaDeps) {
  const mail = accountMail(deps);
  registerSignUp(deps, mail);
  registerPasswordRecovery(deps, mail);
}

// Mail-sending public calls, on the sign-in mechanism (decision 016): 3 per account from one address,
// 20 per address, 10 per account from anywhere; then 1, 2, 4… minutes.
const MAIL_LIMITS = { maxFailures: 3, maxFailuresPerAddress: 20, maxFailuresPerAccount: 10, windowMs: 15 * 60_000 };

interface AccountMail {
  brand: SchoolBrand;
  /** The app's page a mailed link opens, with its token. */
  link(page: string, token: string): string;
  /** A mail that cannot be sent undoes the step that needed it. */
  send(message: MailMessage): Promise<void>;
}

function accountMail({ config, mailer, escuela }: AreaDeps): AccountMail {
  return {
    brand: config.schools[escuela],
    link: (page, token) => `${config.linkBase}/lms/${page}?escuela=${escuela}&token=${token}`,
    send: async (message) => {
      try {
        await mailer.send(message);
      } catch {
        throw new HttpError(503, ACCOUNT_MSG.mailFailed, 'MAIL_FAILED');
      }
    },
  };
}

/** Registration, the activation link and its resending. */
function registerSignUp({ calls, db, clock, escuela }: AreaDeps, { brand, link, send }: AccountMail) {
  const resendThrottle = new LoginThrottle(db, MAIL_LIMITS, ACCOUNT_MSG.accountThrottled, 'reenviar:');

  calls.register(registrationCall, async ({ body, session }) => {
    assertSelf(session, body.id_usuario);
    const { id_usuario, numero, estado, contacto_emergencia, medio_contacto, ocupacion, estado_civil, hijos, motivo_estudio, transporte, facebook, cp, ...perfil } =
      body;
    await db.transaction(async (tx) => {
      if (await hasPersonalData(tx, id_usuario)) throw conflict(ACCOUNT_MSG.alreadyRegistered);
      const now = clock.now();
      await saveRegistration(
        tx,
        id_usuario,
        { ...perfil, cp: cp ?? null, calle: `${perfil.calle} ${numero}` },
        { numero, estado, contacto_emergencia, medio_contacto, ocupacion, estado_civil, hijos, motivo_estudio, transporte, facebook },
        now,
      );
      const token = await issueToken(tx, id_usuario, 'activacion', now, ACTIVATION_TTL_MS);
      await send(activationMail(brand, perfil.email, perfil.nombre, link('activarcuenta', token)));
    });
    return { message: ACCOUNT_MSG.registrationMailSent };
  });

  calls.register(activateAccountCall, async ({ body }) => {
    await db.transaction(async (tx) => {
      const owner = await consumeToken(tx, body.token, 'activacion', clock.now());
      // Throwing inside rolls back: another school's token stays unused.
      if (!owner || owner.escuela !== escuela) throw badRequest(ACCOUNT_MSG.linkInvalid);
      await confirmMail(tx, owner.userId);
    });
    return { message: ACCOUNT_MSG.accountActivated };
  });

  calls.register(resendMailCall, async ({ body, request }) => {
    const now = clock.now();
    const attempt = { escuela, usuario: body.matricula, ip: request.ip, knownDevice: null };
    // Every request counts, checked and counted in one step.
    await (await resendThrottle.take(attempt, now)).failed();
    const account = await accountWithMail(db, escuela, body.matricula);
    const matches = account?.email && account.email.toLowerCase() === body.correo.toLowerCase();
    if (account && matches && !account.confirmado) {
      await db.transaction(async (tx) => {
        const token = await issueToken(tx, account.id, 'activacion', now, ACTIVATION_TTL_MS);
        await send(activationMail(brand, account.email!, account.nombre ?? body.matricula, link('activarcuenta', token)));
      });
    }
    return { message: ACCOUNT_MSG.resendSent };
  });
}

/** A forgotten password: the mailed link and the new password. */
function registerPasswordRecovery({ calls, db, clock, sessions, escuela }: AreaDeps, { brand, link, send }: AccountMail) {
  const recoveryThrottle = new LoginThrottle(db, MAIL_LIMITS, ACCOUNT_MSG.accountThrottled, 'recuperar:');

  calls.register(recoverPasswordCall, async ({ body, request }) => {
    const now = clock.now();
    const attempt = { escuela, usuario: body.usuario, ip: request.ip, knownDevice: null };
    // Every request counts, checked and counted in one step.
    await (await recoveryThrottle.take(attempt, now)).failed();
    const account = await accountWithMail(db, escuela, body.usuario);
    // Same answer whether or not the account exists or has a mail.
    if (account?.email && account.activo === 1) {
      await db.transaction(async (tx) => {
        const token = await issueToken(tx, account.id, 'recuperacion', now, RECOVERY_TTL_MS);
        await send(recoveryMail(brand, account.email!, account.nombre ?? body.usuario, link('restablecerpassword', token)));
      });
    }
    return { message: ACCOUNT_MSG.recoverySent };
  });

  calls.register(resetPasswordCall, async ({ body }) => {
    const hash = await hashPassword(body.password);
    await db.transaction(async (tx) => {
      const owner = await consumeToken(tx, body.token, 'recuperacion', clock.now());
      if (!owner || owner.escuela !== escuela) throw badRequest(ACCOUNT_MSG.linkInvalid);
      await setPasswordHash(tx, owner.userId, hash);
      // Opening the mailed link proves the mailbox too.
      await confirmMail(tx, owner.userId);
      await sessions.revokeAllOf(owner.userId, tx);
    });
    return { message: ACCOUNT_MSG.passwordReset };
  });
}

export const area = defineArea({ name: 'account', register: registerAccountRoutes });
