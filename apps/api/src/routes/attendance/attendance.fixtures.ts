import { addDays } from '@lms/contract';
import { demoUserId } from '../../seed/index.js';
import { other, type AreaFixtures } from '../../test/harness/world.js';
import { attendanceWorld } from './attendance.harness.js';

const groupsOf = (me: { role: string }) => [
  { id_grupo: other.otherSchoolGroup },
  ...(me.role === 'TEACHER' ? [{ id_grupo: other.teacher2OnlyGroup }] : []),
];

/** The harness's requests for every call of the area (docs/harness.md). */
export const fixtures: AreaFixtures = {
  'grupos.fechas.habiles': {
    own: () => ({ body: { id_grupo: other.ownGroup } }),
    foreign: (me) => groupsOf(me).map((body) => ({ body })),
  },
  'grupos.fechas.calendario': {
    own: () => ({ body: { id_grupo: other.ownGroup } }),
    foreign: (me) => groupsOf(me).map((body) => ({ body })),
  },
  'grupos.asistencias': {
    own: () => ({ body: { id_grupo: other.ownGroup, fecha: attendanceWorld.ownDate } }),
    foreign: (me) => groupsOf(me).map((g) => ({ body: { ...g, fecha: attendanceWorld.ownDate } })),
  },
  'grupos.asistencias.add': {
    // demo.alumno present on the group's first date: the seed's value, so walking it changes nothing.
    own: (me) => ({
      body: { id_grupo: other.ownGroup, fecha: attendanceWorld.ownDate, id_teacher: me.id, asistencias: [{ id_alumno: demoUserId(1, 'alumno'), valor_asistencia: 1 }] },
    }),
    foreign: (me) => [
      ...groupsOf(me).map((g) => ({ body: { ...g, fecha: attendanceWorld.ownDate, asistencias: [{ id_alumno: demoUserId(1, 'reprobado'), valor_asistencia: 1 }] } })),
      { body: { id_grupo: other.ownGroup, fecha: attendanceWorld.ownDate, id_teacher: demoUserId(1, 'teacher2'), asistencias: [{ id_alumno: demoUserId(1, 'alumno'), valor_asistencia: 1 }] } },
    ],
  },
  'grupos.asistencias.add.fechapago': {
    own: () => ({ body: { id_asistencia: attendanceWorld.own, fecha_pago: addDays(attendanceWorld.ownDate, 30) } }),
    foreign: (me) => (me.role === 'TEACHER' ? [{ body: { id_asistencia: attendanceWorld.foreign, fecha_pago: addDays(attendanceWorld.ownDate, 30) } }] : []),
  },
  'grupos.existe.codigo': {
    own: (me) => ({ body: { id_usuario: me.id, id_grupo: other.ownGroup } }),
    foreign: (me) => [
      { body: { id_usuario: demoUserId(1, 'teacher2'), id_grupo: other.ownGroup } },
      { body: { id_usuario: me.id, id_grupo: other.teacher2OnlyGroup } },
      { body: { id_usuario: me.id, id_grupo: other.otherSchoolGroup } },
    ],
  },
  'grupos.validar.codigo': {
    // The seed's code of the day; validating it again answers the same.
    own: (me) => ({ body: { id_usuario: me.id, id_grupo: other.ownGroup, codigo: 'K7M4Q2' } }),
    foreign: (me) => [
      { body: { id_usuario: demoUserId(1, 'teacher2'), id_grupo: other.ownGroup, codigo: 'K7M4Q2' } },
      { body: { id_usuario: me.id, id_grupo: other.teacher2OnlyGroup, codigo: 'K7M4Q2' } },
      { body: { id_usuario: me.id, id_grupo: other.otherSchoolGroup, codigo: 'P3X8W5' } },
    ],
  },
  'grupos.asistencias.historial': {
    own: () => ({ params: { id: attendanceWorld.own } }),
    foreign: (me) => (me.role === 'TEACHER' ? [{ params: { id: attendanceWorld.foreign } }] : []),
  },
  // demo.teacher coordinates no branch (nothing to read, 403 to issue); the administrator issues teacher 2's code of the day, seeded for nobody.
  'grupos.codigos.hoy': {
    own: () => ({ body: { id_grupo: other.ownGroup } }),
    foreign: () => [{ body: { id_grupo: other.otherSchoolGroup } }],
  },
  'grupos.codigo.generar': {
    own: () => ({ body: { id_grupo: other.ownGroup, id_usuario: demoUserId(1, 'teacher2') } }),
    ownStatus: (me) => (me.role === 'TEACHER' ? 403 : 200),
    foreign: () => [{ body: { id_grupo: other.otherSchoolGroup, id_usuario: demoUserId(2, 'teacher') } }],
  },
};
