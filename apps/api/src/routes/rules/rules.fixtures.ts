import { DEMO_SIGNATURE_PNG, RULES } from '../../seed/catalog.js';
import { other, type AreaFixtures } from '../../test/harness/world.js';

/** The first rule of a school as the seed writes them (school 1's rules first, then school 2's). */
const firstRule = (escuela: 1 | 2) => (escuela - 1) * (RULES[1].length + RULES[2].length + RULES[3].length) + 1;

/** The harness's requests for every call of the area (docs/harness.md). */
export const fixtures: AreaFixtures = {
  'reglamento.get.reglamento': { own: () => ({}), foreign: () => [] },
  'reglamento.info.alumno': {
    own: (me) => ({ params: { id_alumno: me.id, id: me.iderp } }),
    foreign: (me) => [{ params: { id_alumno: other.student, id: other.studentErp } }, { params: { id_alumno: me.id, id: other.studentErp } }],
  },
  'reglamento.consulta.firma': {
    own: (me) => ({ params: { id_alumno: me.id } }),
    foreign: () => [{ params: { id_alumno: other.student } }],
  },
  // demo.alumno signed the rules in the demo data: the handler is reached and refuses a second one.
  'firma.add_archivo': { own: () => ({ file: DEMO_SIGNATURE_PNG }), ownStatus: 409, foreign: () => [] },
  'add.firma': {
    own: (me) => ({ body: { idusuario: me.id, firma_tutor: `${'a'.repeat(32)}.png` } }),
    ownStatus: 409,
    foreign: () => [{ body: { idusuario: other.student, firma_tutor: `${'a'.repeat(32)}.png` } }],
  },
  // The administrator writes the rule's own text again: the demo data stay as they are.
  'reglamento.escuela.update': {
    own: () => ({ params: { idreglamento: firstRule(1) }, body: { regla: RULES[1][0]! } }),
    foreign: () => [{ params: { idreglamento: firstRule(2) }, body: { regla: RULES[1][0]! } }],
  },
};
