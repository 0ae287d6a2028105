import { studentResourcesCall } from '@lms/contract';
import { actors, other, t } from '../../test/harness/world.js';

/** A PDF resource of an open lesson of demo.alumno's current group (lessons.fixtures.ts). */
export const lessonsWorld = { lessonFile: 0 };

/** Made when the harness's world opens (test/harness/fixtures.ts). */
export async function openArea(): Promise<void> {
  const me = actors.ALUMNO;
  const lessons = await t.requestJson(studentResourcesCall, { cookie: me.cookie, body: { id_alumno: me.id, id_grupo: other.ownGroup, tipo: 0 } });
  lessonsWorld.lessonFile = Number(lessons.find((l) => l.abrir === 1)!.recursos.find((r) => r.tipo === 4)!.ruta);
}
