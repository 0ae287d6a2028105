import { personalDataCall } from '@lms/contract';
import { actors, t } from '../../test/harness/world.js';

/** The version of demo.alumno's personal data when the world opened (profile.fixtures.ts). */
export const profileWorld = { personalVersion: 0 };

/** Made when the harness's world opens (test/harness/fixtures.ts). */
export async function openArea(): Promise<void> {
  const me = actors.ALUMNO;
  profileWorld.personalVersion = (await t.requestJson(personalDataCall, { params: { id: me.id }, cookie: me.cookie })).datos_usuario!.version;
}
