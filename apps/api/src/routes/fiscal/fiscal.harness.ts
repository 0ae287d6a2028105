import { createFiscalDataCall, uploadConstanciaCall } from '@lms/contract';
import { TINY_PDF } from '../../test/multipart.js';
import { validFiscalForm as fiscalForm } from '../../test/fiscal-form.js';
import { actors, other, request, t } from '../../test/harness/world.js';

/** demo.reprobado's fiscal record and constancia, demo.alumno's constancia, a school-2 constancia (fiscal.fixtures.ts). */
export const fiscalWorld = { fiscalRecord: 0, fiscalFile: '', ownFile: '', otherSchoolFile: '' };

/** Made when the harness's world opens (test/harness/fixtures.ts). */
export async function openArea(): Promise<void> {
  const reprobado = await t.login(1, 'demo.reprobado');
  const uploadAs = async (cookie: string, escuela: number) => (await request(uploadConstanciaCall, { file: TINY_PDF }, cookie, escuela)).json().nombre as string;
  fiscalWorld.fiscalFile = await uploadAs(reprobado, 1);
  fiscalWorld.ownFile = await uploadAs(actors.ALUMNO.cookie, 1);
  fiscalWorld.otherSchoolFile = await uploadAs(await t.login(2, 'demo.alumno'), 2);
  fiscalWorld.fiscalRecord = (
    await t.requestJson(createFiscalDataCall, { cookie: reprobado, body: { id_alumno: other.student, ...fiscalForm(fiscalWorld.fiscalFile) } })
  ).datos.iddatosfiscales;
}
