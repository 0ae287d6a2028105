import { discountNoticeCall, MSG, updateAvatarCall, updatePasswordCall, updatePersonalDataCall } from '@lms/contract';
import { badRequest } from '../../lib/http-error.js';
import { assertSelf } from '../../lib/ownership.js';
import { hashPassword, verifyPassword } from '../../lib/password.js';
import { schoolToday } from '../../lib/school-date.js';
import type { AreaDeps } from '../types.js';
import { discountNoticeInForce, passwordHashOf, renameUser, saveAvatar, savePersonalData, setPasswordHash } from './profile.repository.js';

export function registerProfileRoutes({ calls, db, clock, sessions, escuela }: AreaDeps) {
  calls.register(discountNoticeCall, async () => {
    const notice = await discountNoticeInForce(db, escuela, schoolToday(clock));
    return notice ?? { nota: null, ruta_pago: null };
  });

  calls.register(updatePersonalDataCall, async ({ body, session }) => {
    assertSelf(session, body.id);
    const { id, sexo, email, ...fields } = body;
    const datos = await db.transaction(async (tx) => {
      const saved = await savePersonalData(tx, id, { ...fields, sexo: sexo ?? null, email: email ?? null }, clock.now());
      const fullName = [saved.nombre, saved.apellido_paterno, saved.apellido_materno].filter(Boolean).join(' ');
      await renameUser(tx, id, fullName);
      return saved;
    });
    return { datos_usuario: datos, message: MSG.dataUpdated };
  });

  calls.register(updatePasswordCall, async ({ body, session }) => {
    assertSelf(session, body.id);
    const current = await passwordHashOf(db, body.id);
    if (!current || !(await verifyPassword(current, body.password))) throw badRequest(MSG.passwordCurrentWrong);
    if (body.password === body.newpassword) throw badRequest(MSG.passwordSameAsCurrent);
    const hash = await hashPassword(body.newpassword);
    // One transaction: the new password and the sign-out of every other session.
    await db.transaction(async (tx) => {
      await setPasswordHash(tx, body.id, hash);
      await sessions.revokeOthers(body.id, session.sessionId, tx);
    });
    return { message: MSG.passwordUpdated };
  });

  calls.register(updateAvatarCall, async ({ body, session }) => {
    assertSelf(session, body.id_alumno);
    const avatar = await saveAvatar(db, body, clock.now());
    return { avatar, message: MSG.avatarUpdated };
  });
}
