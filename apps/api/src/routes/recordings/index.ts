import { RECORDINGS_MSG, teacherVideoRequestCall, uploadVideoCall } from '@lms/contract';
import { isUniqueViolation } from '../../lib/db-errors.js';
import { assertCanSeeGroup } from '../groups/public.js';
import { badRequest, conflict } from '../../lib/http-error.js';
import { assertSelf } from '../../lib/ownership.js';
import { schoolToday } from '../../lib/school-date.js';
import { saveUpload } from '../../lib/stored-files.js';
import { defineArea, type AreaDeps } from '../types.js';
import { askedVideoGroup, hasVideoFor, insertVideo, runningCycleOfGroup } from './recordings.repository.js';

/** The stored files' area of teachers' videos. */
export const VIDEO_AREA = 'videos';

function registerRecordingsRoutes({ calls, db, clock, files, escuela }: AreaDeps) {
  calls.register(teacherVideoRequestCall, async ({ params, session }) => {
    assertSelf(session, params.id);
    return askedVideoGroup(db, escuela, session.userId, schoolToday(clock));
  });

  calls.register(uploadVideoCall, async ({ params, session, upload }) => {
    assertSelf(session, params.id_usuario);
    // Another teacher's or another school's group is refused as everywhere else (403 / 404).
    await assertCanSeeGroup(db, session, params.id_grupo);
    const cycleId = await runningCycleOfGroup(db, escuela, session.userId, params.id_grupo, schoolToday(clock));
    if (cycleId === null) throw badRequest(RECORDINGS_MSG.videoGroupNotRunning);
    if (await hasVideoFor(db, session.userId, cycleId)) throw conflict(RECORDINGS_MSG.videoAlreadySent);

    // Only now is the video read: a refused one never arrives (docs/decisions/021, "Slow clients").
    const file = await upload();
    // The file, its row and the video's row together: a failed write leaves nothing behind.
    const now = clock.now();
    try {
      await saveUpload(db, files, VIDEO_AREA, session.userId, file, now, (tx, archivo) =>
        insertVideo(tx, { id_usuario: session.userId, id_grupo: params.id_grupo, id_ciclo: cycleId, archivo, created_at: now }),
      );
    } catch (err) {
      // Two uploads at once: the other one landed.
      if (isUniqueViolation(err)) throw conflict(RECORDINGS_MSG.videoAlreadySent);
      throw err;
    }
    return { message: RECORDINGS_MSG.videoUploaded };
  });
}

export const area = defineArea({ name: 'recordings', register: registerRecordingsRoutes });
