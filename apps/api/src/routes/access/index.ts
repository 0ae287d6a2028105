import {
  ACCESS_MSG,
  accessCheckCall,
  ACCOUNT_MSG,
  deviceTypeCall,
  loginCall,
  type LoginResponse,
  logoutCall,
  type Role,
  schoolInformationCall,
} from '@lms/contract';
import { brandLogo } from '../../lib/brand-cache.js';
import { schoolInfoOf } from '../../lib/brand.js';
import { flag } from '../../lib/flags.js';
import { forbidden, unauthorized } from '../../lib/http-error.js';
import { assertSelf } from '../../lib/ownership.js';
import { verifyAgainstDummy, verifyPassword } from '../../lib/password.js';
import { clearSessionCookie, setSessionCookie } from '../../plugins/session.js';
import { hasFailedLevel, studentGroups } from '../groups/public.js';
import { avatarOf, personalDataOf } from '../profile/public.js';
import { defineArea, type AreaDeps } from '../types.js';
import { findUserForLogin, saveDevice, type UserRow } from './access.repository.js';
import { forgetPushTokensOf } from '../notifications/public.js';
import { knownDeviceOf, LoginThrottle, rememberSignInDevice } from './throttle.js';

function registerAccessRoutes(deps: AreaDeps) {
  registerSignIn(deps);
  registerAccessChecks(deps);
}

/** What the app shows after signing in: the user, their personal data, groups and avatar. */
async function loginAnswer({ db, config }: AreaDeps, user: UserRow): Promise<LoginResponse> {
  const roll = user.roll as Role;
  return {
    usuario: {
      id: user.id,
      roll,
      nombre_completo: user.nombre_completo,
      usuario: user.usuario,
      qr: flag(user.qr),
      facturacion: flag(user.facturacion),
      constancia: flag(user.constancia),
      iderp: user.iderp,
      escuela: user.escuela,
      restringido: roll === 'EDITOR' && config.restrictedEditorIds.includes(user.id),
    },
    datos_usuario: await personalDataOf(db, user.id),
    grupos: roll === 'ALUMNO' ? await studentGroups(db, user.id) : [],
    avatar: await avatarOf(db, user.id),
    escuela: user.escuela,
  };
}

/** The school's brand before signing in, signing in and out. */
function registerSignIn(deps: AreaDeps) {
  const { calls, db, config, clock, sessions, escuela } = deps;
  const throttle = new LoginThrottle(db, config.login);

  calls.register(schoolInformationCall, async () => schoolInfoOf(config.schools[escuela], brandLogo(config, escuela)));

  calls.register(loginCall, async ({ body, request, reply }) => {
    const now = clock.now();
    // Only users of this school exist at this root.
    const user = await findUserForLogin(db, escuela, body.usuario);
    const attempt = { escuela, usuario: body.usuario, ip: request.ip, knownDevice: await knownDeviceOf(db, request, user?.id) };
    // Checked and counted in one step: guesses sent at once are checked no further than the limit allows.
    const ticket = await throttle.take(attempt, now);
    try {
      const valid = user ? await verifyPassword(user.password_hash, body.password) : (await verifyAgainstDummy(body.password), false);
      if (!user || !valid) {
        await ticket.failed();
        throw unauthorized(ACCESS_MSG.loginWrong);
      }
      if (user.activo !== 1) throw forbidden(ACCESS_MSG.loginInactive);
      if (!user.correo_confirmado) throw forbidden(ACCOUNT_MSG.accountNotActivated);
      await ticket.succeeded();
    } finally {
      // An inactive account or a fault: the attempt counts neither way (nothing once the ticket was settled).
      await ticket.release();
    }
    await rememberSignInDevice(db, request, reply, config, escuela, user.id, now);

    const { token, expiresAt } = await sessions.create(user.id, escuela, request.headers['user-agent']);
    setSessionCookie(reply, config, escuela, token, expiresAt);
    const answer = await loginAnswer(deps, user);
    // Native shells send this header to receive a Bearer token; the web app keeps the httpOnly cookie.
    return request.headers['x-lms-client'] === 'native' ? { ...answer, token } : answer;
  });

  calls.register(logoutCall, async ({ session, reply }) => {
    await db.transaction(async (tx) => {
      await forgetPushTokensOf(tx, session.sessionId);
      await sessions.revoke(session.sessionId, tx);
    });
    clearSessionCookie(reply, config, escuela);
    return { message: ACCESS_MSG.loggedOut };
  });
}

/** Whether the student may use the app (a failed level closes it) and which device they use. */
function registerAccessChecks({ calls, db, clock }: AreaDeps) {
  calls.register(accessCheckCall, async ({ params, session }) => {
    assertSelf(session, params.userId);
    const failed = await hasFailedLevel(db, params.userId);
    return failed ? { acceso: false, message: ACCESS_MSG.noAccessBody } : { acceso: true, message: ACCESS_MSG.accessOk };
  });

  calls.register(deviceTypeCall, async ({ body, session }) => {
    assertSelf(session, body.id);
    await saveDevice(db, body.id, body.dispositivo, clock.now());
    return { message: ACCESS_MSG.deviceSaved };
  });
}

export const area = defineArea({ name: 'access', register: registerAccessRoutes });
