import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/index.js';
import { auditTrail } from '../../db/schema/audit.js';
import { statusHistory } from '../../db/schema/status-history.js';
import { courses } from '../groups/groups.schema.js';
import { incidentMessages, incidents } from './incidents.schema.js';
import { rules } from '../rules/rules.schema.js';
import { INCIDENTS_MSG } from '@lms/contract';
import type { SeedSchool } from '../../seed/school.js';
import { incidentSnapshot } from './incident-change.js';
import { defineAreaSeed } from '../../seed/areas.js';

type Step = { hace: 'rechaza' | 'responde'; nota: string } | { hace: 'acepta' | 'elimina' };
type Who = 'alumno' | 'reprobado' | 'companero1' | 'companero2' | 'companero3' | 'companero4' | 'teens' | 'kids';

interface DemoIncident {
  key: string;
  student: Who;
  /** demo.alumno's groups 1-4, demo.reprobado's 5-7 (seed/school.ts), or a TEENS or KIDS group demo.teacher teaches. */
  group: number | 'teens' | 'kids';
  by: 'teacher' | 'teacher2';
  /** Which rule of the group's course type (in the rules' order). */
  rule: number;
  notas: string | null;
  creado: string;
  steps: Step[];
}

const rechaza = (nota: string): Step => ({ hace: 'rechaza', nota });
const responde = (nota: string): Step => ({ hace: 'responde', nota });
const acepta: Step = { hace: 'acepta' };
const elimina: Step = { hace: 'elimina' };

/**
 * The demo incidents of each school, in every status and with rejection
 * histories, in demo.teacher's and demo.teacher2's groups. Group 3 (demo.alumno's
 * current group) has eleven that are not deleted: two pages of the table.
 */
const DEMO_INCIDENTS: readonly DemoIncident[] = [
  { key: 'pendiente', student: 'alumno', group: 3, by: 'teacher', rule: 0, notas: 'Llegó 25 minutos tarde a la clase del lunes.', creado: '2026-11-03T01:40:00Z', steps: [] },
  {
    key: 'rechazada',
    student: 'alumno',
    group: 3,
    by: 'teacher',
    rule: 2,
    notas: 'Usó el celular durante la práctica de listening.',
    creado: '2026-11-05T01:30:00Z',
    steps: [rechaza('Lo usé para el diccionario, como pidió la teacher en la actividad.')],
  },
  {
    key: 'respondida',
    student: 'alumno',
    group: 3,
    by: 'teacher2',
    rule: 4,
    notas: 'No entregó los ejercicios de la lección 4.',
    creado: '2026-11-07T01:15:00Z',
    steps: [
      rechaza('Sí los contesté; la plataforma marcaba error al enviar.'),
      responde('Revisé la plataforma: la lección 4 no tiene envío registrado. Si tienes captura de pantalla, tráela a clase.'),
    ],
  },
  { key: 'aceptada', student: 'alumno', group: 3, by: 'teacher2', rule: 1, notas: 'Cámara apagada durante toda la clase.', creado: '2026-11-09T01:20:00Z', steps: [acepta] },
  { key: 'eliminada', student: 'alumno', group: 3, by: 'teacher', rule: 0, notas: 'Registrada por error.', creado: '2026-11-10T01:05:00Z', steps: [elimina] },
  { key: 'editable', student: 'alumno', group: 3, by: 'teacher', rule: 5, notas: null, creado: '2026-11-12T01:10:00Z', steps: [] },
  { key: 'porAceptar', student: 'alumno', group: 1, by: 'teacher', rule: 0, notas: 'Dos retardos en la semana 3.', creado: '2026-05-20T01:00:00Z', steps: [] },
  {
    key: 'soloTeacher2',
    student: 'reprobado',
    group: 7,
    by: 'teacher2',
    rule: 0,
    notas: 'Llegó tarde tres clases seguidas.',
    creado: '2026-11-10T02:30:00Z',
    steps: [rechaza('Avisé por mensaje que llegaría tarde por el trabajo.')],
  },
  {
    key: 'reprobado',
    student: 'reprobado',
    group: 5,
    by: 'teacher',
    rule: 5,
    notas: 'Tres faltas seguidas sin aviso.',
    creado: '2026-07-15T02:00:00Z',
    steps: [
      rechaza('Estuve enfermo; tengo justificante médico.'),
      responde('Entrégalo en recepción para que se registre.'),
      rechaza('Ya lo entregué el viernes en recepción.'),
    ],
  },
  { key: 'companero1', student: 'companero1', group: 3, by: 'teacher', rule: 2, notas: 'Celular en clase.', creado: '2026-11-04T01:10:00Z', steps: [acepta] },
  { key: 'companero2', student: 'companero2', group: 3, by: 'teacher', rule: 0, notas: 'Retardo de 20 minutos.', creado: '2026-11-06T01:10:00Z', steps: [] },
  {
    key: 'companero3',
    student: 'companero3',
    group: 3,
    by: 'teacher2',
    rule: 1,
    notas: 'Micrófono abierto con ruido durante la clase.',
    creado: '2026-11-11T01:10:00Z',
    steps: [rechaza('Fue un error, no me di cuenta de que estaba abierto.')],
  },
  { key: 'companero4', student: 'companero4', group: 3, by: 'teacher', rule: 4, notas: null, creado: '2026-11-13T01:10:00Z', steps: [] },
  {
    key: 'companero1Retardo',
    student: 'companero1',
    group: 3,
    by: 'teacher2',
    rule: 0,
    notas: 'Retardo.',
    creado: '2026-11-14T01:10:00Z',
    steps: [rechaza('Llegué a las 18:10.'), responde('El registro de entrada marca 18:20.'), acepta],
  },
  { key: 'companero2Faltas', student: 'companero2', group: 3, by: 'teacher', rule: 5, notas: 'Dos faltas seguidas sin aviso.', creado: '2026-11-17T01:10:00Z', steps: [] },
  { key: 'teens', student: 'teens', group: 'teens', by: 'teacher', rule: 0, notas: 'Llegó tarde el primer día del ciclo.', creado: '2026-11-05T23:10:00Z', steps: [] },
  {
    key: 'kids',
    student: 'kids',
    group: 'kids',
    by: 'teacher',
    rule: 1,
    notas: 'Llegó sin su material.',
    creado: '2026-11-07T17:30:00Z',
    steps: [rechaza('Mi mamá lo dejó en el coche; lo traigo la próxima clase.'), responde('Gracias por avisar; tráelo el sábado.'), acepta],
  },
];

/** Demo incidents and their messages have fixed ids, so tests and the harness can name them: school N uses N × 100 + n. */
const ID_BASE = 100;
export type DemoIncidentKey = 'pendiente' | 'rechazada' | 'respondida' | 'aceptada' | 'eliminada' | 'editable' | 'porAceptar' | 'soloTeacher2' | 'reprobado';

export function demoIncidentId(escuela: 1 | 2, key: DemoIncidentKey): number {
  return escuela * ID_BASE + DEMO_INCIDENTS.findIndex((d) => d.key === key) + 1;
}

/** The ids of a demo incident's messages (its rejections), oldest first. */
export function demoMessageIds(escuela: 1 | 2, key: DemoIncidentKey): number[] {
  let next = escuela * ID_BASE + 1;
  for (const d of DEMO_INCIDENTS) {
    const rejections = d.steps.filter((s) => s.hace === 'rechaza').length;
    if (d.key === key) return Array.from({ length: rejections }, (_, i) => next + i);
    next += rejections;
  }
  return [];
}

const later = (iso: string, days: number) => new Date(new Date(iso).getTime() + days * 86_400_000);

/** Every demo incident of the school with its messages, status history and audit trail (docs/decisions/027). */
export async function seedIncidents(db: Db, school: SeedSchool): Promise<void> {
  const { escuela, id } = school;
  const ruleRows = await db.select({ id: rules.id, regla: rules.regla, idcurso: rules.idcurso }).from(rules).where(eq(rules.escuela, escuela)).orderBy(asc(rules.idcurso), asc(rules.orden), asc(rules.id));
  const courseTypes = new Map((await db.select({ id: courses.id, tipo: courses.tipo_curso }).from(courses).where(eq(courses.escuela, escuela))).map((c) => [c.id, c.tipo]));
  const { students, teens, kids } = incidentStudents(school);

  const out: IncidentRecords = { rows: [], messages: [], history: [], audit: [] };
  let messageId = escuela * ID_BASE;
  for (const [index, d] of DEMO_INCIDENTS.entries()) {
    const rejections = d.steps.filter((s) => s.hace === 'rechaza').length;
    const student = students[d.student];
    const demoGroup = d.group;
    const group = demoGroup === 'teens' ? teens : demoGroup === 'kids' ? kids : school.groups.find((g) => g.id === school.demoGroup(demoGroup));
    // A rule of the group's course type, as incidencias.add.incidencia asks.
    const rule = ruleRows.filter((r) => r.idcurso === courseTypes.get(group?.values.id_curso ?? 0))[d.rule];
    if (student === undefined || !group || !rule) {
      messageId += rejections; // a small scale without classmates: the fixed ids stay the same
      continue;
    }
    const incident = { escuela, incidentId: escuela * ID_BASE + index + 1, student, by: id(d.by), group, rule };
    messageId = playIncident(d, incident, messageId, out);
  }
  if (out.rows.length > 0) await db.insert(incidents).values(out.rows);
  if (out.messages.length > 0) await db.insert(incidentMessages).values(out.messages);
  if (out.history.length > 0) await db.insert(statusHistory).values(out.history);
  if (out.audit.length > 0) await db.insert(auditTrail).values(out.audit);
  // The fixed ids went in by hand: new rows take ids after them.
  await db.execute(sql`select setval(pg_get_serial_sequence('incidents', 'id'), greatest((select max(id) from incidents), 1))`);
  await db.execute(sql`select setval(pg_get_serial_sequence('incident_messages', 'id'), greatest((select max(id) from incident_messages), 1))`);
}

/** Who each demo incident is about: the demo students, four classmates of the online group, a teen and a kid of demo.teacher's groups. */
function incidentStudents(school: SeedSchool) {
  const { id } = school;
  const taughtBy = (kind: string) => school.groups.find((g) => g.values.grupo.startsWith(kind) && g.values.id_teacher === id('teacher'));
  const teens = taughtBy('TEENS');
  const kids = taughtBy('KIDS');
  const enrolled = (groupId: number | undefined) => school.enrolments.filter((e) => e.id_grupo === groupId && e.id_alumno >= 10_000).map((e) => e.id_alumno);
  const classmates = [...new Set(enrolled(school.demoGroup(3)))].sort((a, b) => a - b);
  const students: Record<Who, number | undefined> = {
    alumno: id('alumno'),
    reprobado: id('reprobado'),
    companero1: classmates[0],
    companero2: classmates[1],
    companero3: classmates[2],
    companero4: classmates[3],
    teens: enrolled(teens?.id)[0],
    kids: enrolled(kids?.id)[0],
  };
  return { students, teens, kids };
}

interface IncidentRecords {
  rows: Array<typeof incidents.$inferInsert>;
  messages: Array<typeof incidentMessages.$inferInsert>;
  history: Array<typeof statusHistory.$inferInsert>;
  audit: Array<typeof auditTrail.$inferInsert>;
}

interface PlacedIncident {
  escuela: 1 | 2;
  incidentId: number;
  student: number;
  by: number;
  group: SeedSchool['groups'][number];
  rule: { id: number; regla: string };
}

/** One incident from its creation through its steps (rejected, replied, accepted, deleted): its row, messages and lines; returns the last message id. */
function playIncident(d: DemoIncident, { escuela, incidentId, student, by, group, rule }: PlacedIncident, lastMessageId: number, out: IncidentRecords): number {
  let messageId = lastMessageId;
  const row = { id: incidentId, escuela, id_grupo: group.id, id_alumno: student, idreglamento: rule.id, id_ciclo: group.values.id_ciclo, notas: d.notas, estatus: 0, deleted: 0, creado_por: by, creado: new Date(d.creado), version: 1 };
  const line = (who: number, at: Date, de: number | null, nota: string | null, before: typeof row | null) => {
    out.history.push({ escuela, tipo: 'incidencia', registro_id: incidentId, id_usuario: who, de, a: row.estatus, nota, fecha: at });
    const snap = (r: typeof row) => incidentSnapshot(r, rule.regla);
    out.audit.push({ escuela, tipo: 'incidencia', registro_id: incidentId, id_grupo: group.id, id_usuario: who, fecha: at, antes: before && snap(before), despues: row.deleted === 1 ? null : snap(row) });
  };
  line(by, row.creado, null, null, null);
  for (const [n, step] of d.steps.entries()) {
    const at = later(d.creado, n + 1);
    const before = { ...row };
    row.version += 1;
    if (step.hace === 'rechaza') {
      out.messages.push({ id: ++messageId, id_incidencia: incidentId, nota: step.nota, fecha: at });
      row.estatus = 2;
      line(student, at, before.estatus, step.nota, before);
    } else if (step.hace === 'responde') {
      Object.assign(out.messages.at(-1)!, { nota_respuesta: step.nota, respondido_por: by, fecha_respuesta: at });
      row.estatus = 0;
      line(by, at, before.estatus, step.nota, before);
    } else if (step.hace === 'acepta') {
      row.estatus = 1;
      line(student, at, before.estatus, null, before);
    } else {
      row.deleted = 1;
      line(by, at, before.estatus, INCIDENTS_MSG.incidentDeletedNote, before);
    }
  }
  out.rows.push(row);
  return messageId;
}

export const areaSeed = defineAreaSeed({ name: 'incidents', seed: seedIncidents, after: ['rules'] });
