import { TINY_PDF } from '../../test/multipart.js';
import { validFiscalForm as fiscalForm } from '../../test/fiscal-form.js';
import { other, type AreaFixtures } from '../../test/harness/world.js';
import { fiscalWorld } from './fiscal.harness.js';

/** The harness's requests for every call of the area (docs/harness.md). */
export const fixtures: AreaFixtures = {
  'facturas.regimen.fiscal': { own: () => ({}), foreign: () => [] },
  'facturas.municipios': { own: () => ({}), foreign: () => [] },
  'constancia.alumno': {
    own: (me) => ({ params: { iderp: me.iderp } }),
    foreign: () => [{ params: { iderp: other.studentErp } }],
  },
  'guardar.constancia': { own: () => ({ file: TINY_PDF }), foreign: () => [] },
  'datos.fiscales.add': {
    // demo.alumno has fiscal data already: the handler is reached and says so.
    own: (me) => ({ body: { id_alumno: me.id, ...fiscalForm('a'.repeat(32) + '.pdf') } }),
    ownStatus: 409,
    foreign: () => [{ body: { id_alumno: other.student, ...fiscalForm(fiscalWorld.fiscalFile) } }],
  },
  'datos.fiscales.update': {
    own: (me) => ({ params: { iddatosfiscales: 999_999 }, body: { id_alumno: me.id, version: 1, deleted: 1 } }),
    ownStatus: 404,
    foreign: (me) => [
      { params: { iddatosfiscales: fiscalWorld.fiscalRecord }, body: { id_alumno: me.id, version: 1, deleted: 1 } },
      { params: { iddatosfiscales: fiscalWorld.fiscalRecord }, body: { id_alumno: other.student, version: 1, deleted: 1 } },
    ],
  },
  'archivos.constancia.fiscal': {
    own: (me) => ({ params: { nombre: me.role === 'ALUMNO' ? fiscalWorld.ownFile : fiscalWorld.fiscalFile } }),
    foreign: (me) => [{ params: { nombre: me.role === 'ALUMNO' ? fiscalWorld.fiscalFile : fiscalWorld.otherSchoolFile } }],
  },
};
