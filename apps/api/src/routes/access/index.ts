import {
  accessCheckCall,
  deviceTypeCall,
  loginCall,
  logoutCall,
  MSG,
  schoolInformationCall,
  type LoginResponse,
  type Role,
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

function registerAccessRoutes({ calls, db, config, clock, sessions, escuela }: AreaDeps) {
  const throttle = new LoginThrottle(db, config.login);

  calls.register(schoolInformationCall, async () => schoolInfoOf(config.schools[escuela], brandLogo(config, escuela)));

  async function loginAnswer(user: UserRow): Promise<LoginResponse> {
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
        throw unauthorized(MSG.loginWrong);
      }
      if (user.activo !== 1) throw forbidden(MSG.loginInactive);
      if (!user.correo_confirmado) throw forbidden(MSG.accountNotActivated);
      await ticket.succeeded();
    } finally {
      // An inactive account or a fault: the attempt counts neither way (nothing once the ticket was settled).
      await ticket.release();
    }
    await rememberSignInDevice(db, request, reply, config, escuela, user.id, now);

    const { token, expiresAt } = await sessions.create(user.id, escuela, request.headers['user-agent']);
    setSessionCookie(reply, config, escuela, token, expiresAt);
    const answer = await loginAnswer(user);
    // Native shells send this header to receive a Bearer token; the web app keeps the httpOnly cookie.
    return request.headers['x-lms-client'] === 'native' ? { ...answer, token } : answer;
  });

  calls.register(logoutCall, async ({ session, reply }) => {
    await db.transaction(async (tx) => {
      await forgetPushTokensOf(tx, session.sessionId);
      await sessions.revoke(session.sessionId, tx);
    });
    clearSessionCookie(reply, config, escuela);
    return { message: MSG.loggedOut };
  });

  calls.register(accessCheckCall, async ({ params, session }) => {
    assertSelf(session, params.userId);
    const failed = await hasFailedLevel(db, params.userId);
    return failed ? { acceso: false, message: MSG.noAccessBody } : { acceso: true, message: MSG.accessOk };
  });

  calls.register(deviceTypeCall, async ({ body, session }) => {
    assertSelf(session, body.id);
    await saveDevice(db, body.id, body.dispositivo, clock.now());
    return { message: MSG.deviceSaved };
  });

}

export const area = defineArea({ name: 'access', register: registerAccessRoutes });
