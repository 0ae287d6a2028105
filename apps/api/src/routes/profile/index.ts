import {
  ACCOUNT_MSG,
  discountNoticeCall,
  personalDataCall,
  PROFILE_MSG,
  updateAvatarCall,
  updatePasswordCall,
  updatePersonalDataCall,
} from '@lms/contract';
import { badRequest, conflict, HttpError } from '../../lib/http-error.js';
import { assertSelf } from '../../lib/ownership.js';
import { hashPassword, verifyPassword } from '../../lib/password.js';
import { schoolToday } from '../../lib/school-date.js';
import { defineArea, type AreaDeps } from '../types.js';
import { emailChangedMail } from '../../lib/mails.js';
import { personalDataOf, setPasswordHash } from './people.js';
import { discountNoticeInForce, passwordHashOf, personalDataForUpdate, renameUser, saveAvatar, savePersonalChanges, type PersonalDataChanges } from './profile.repository.js';

function registerProfileRoutes({ calls, db, config, clock, sessions, mailer, escuela }: AreaDeps) {
  calls.register(discountNoticeCall, async () => {
    const notice = await discountNoticeInForce(db, escuela, schoolToday(clock));
    return notice ?? { nota: null, ruta_pago: null };
  });

  calls.register(personalDataCall, async ({ params, session }) => {
    assertSelf(session, params.id);
    return { datos_usuario: await personalDataOf(db, params.id) };
  });

  /**
   * Saves only what the form sent, at the version it read (decision 018). A
   * new mail needs the current password, and the old address is told: a
   * stolen session cannot move the account's recovery mail (the sending is
   * inside the transaction: no mail, no change).
   */
  calls.register(updatePersonalDataCall, async ({ body, session }) => {
    assertSelf(session, body.id);
    const { id, version, password, ...sent } = body;
    const changes = Object.fromEntries(Object.entries(sent).filter(([, value]) => value !== undefined)) as PersonalDataChanges;
    const datos = await db.transaction(async (tx) => {
      const current = await personalDataForUpdate(tx, id);
      if (!current) throw conflict(PROFILE_MSG.personalDataMissing);
      if (current.version !== version) throw conflict(PROFILE_MSG.dataChangedElsewhere);
      const newMail = changes.email !== undefined && (changes.email ?? '').trim().toLowerCase() !== (current.email ?? '').trim().toLowerCase();
      if (newMail) {
        if (!password) throw badRequest(PROFILE_MSG.emailChangeNeedsPassword);
        const hash = await passwordHashOf(tx, id);
        if (!hash || !(await verifyPassword(hash, password))) throw badRequest(PROFILE_MSG.passwordCurrentWrong);
      }
      const saved = await savePersonalChanges(tx, id, changes, current.version, clock.now());
      if (changes.nombre !== undefined || changes.apellido_paterno !== undefined || changes.apellido_materno !== undefined) {
        await renameUser(tx, id, [saved.nombre, saved.apellido_paterno, saved.apellido_materno].filter(Boolean).join(' '));
      }
      if (newMail && current.email) {
        try {
          await mailer.send(emailChangedMail(config.schools[escuela], current.email, saved.nombre, saved.email, `${config.linkBase}/lms/`));
        } catch {
          throw new HttpError(503, ACCOUNT_MSG.mailFailed, 'MAIL_FAILED');
        }
      }
      return saved;
    });
    return { datos_usuario: datos, message: PROFILE_MSG.dataUpdated };
  });

  calls.register(updatePasswordCall, async ({ body, session }) => {
    assertSelf(session, body.id);
    const current = await passwordHashOf(db, body.id);
    if (!current || !(await verifyPassword(current, body.password))) throw badRequest(PROFILE_MSG.passwordCurrentWrong);
    if (body.password === body.newpassword) throw badRequest(PROFILE_MSG.passwordSameAsCurrent);
    const hash = await hashPassword(body.newpassword);
    // One transaction: the new password and the sign-out of every other session.
    await db.transaction(async (tx) => {
      await setPasswordHash(tx, body.id, hash);
      await sessions.revokeOthers(body.id, session.sessionId, tx);
    });
    return { message: PROFILE_MSG.passwordUpdated };
  });

  calls.register(updateAvatarCall, async ({ body, session }) => {
    assertSelf(session, body.id_alumno);
    const avatar = await saveAvatar(db, body, clock.now());
    return { avatar, message: PROFILE_MSG.avatarUpdated };
  });
}

export const area = defineArea({ name: 'profile', register: registerProfileRoutes });
