import type { Db } from '../db/index.js';
import { users } from '../db/schema/users.js';
import { branches, courses, cycles, enrolments, groups, levels } from '../routes/groups/groups.schema.js';
import { personalData } from '../routes/profile/profile.schema.js';
import type { SchoolBrand } from '../config.js';
import type { FileStore } from '../plugins/files.js';
import { BRANCHES, COLONIAS, FIRST_NAMES, MUNICIPIOS, STREETS, SURNAMES } from './catalog.js';
import { person } from './person.js';
import { DEMO_ACCOUNTS, demoUserId } from './demo-accounts.js';
import { seededRandom } from './random.js';

export type NewGroup = typeof groups.$inferInsert;
type Level = typeof levels.$inferSelect;
type Cycle = typeof cycles.$inferSelect;
type Enrolment = typeof enrolments.$inferInsert;
const ALL_DAYS = { lunes: 1, martes: 1, miercoles: 1, jueves: 1, viernes: 1, sabado: 1, domingo: 1 };
const MON_WED = { lunes: 1, martes: 1, miercoles: 1 };
const THU_FRI = { jueves: 1, viernes: 1 };
const SATURDAY = { sabado: 1 };

export interface SeedSummary {
  users: number;
  groups: number;
  enrolments: number;
}

export interface SeedOptions {
  scale: number;
  /** Where demo files (signature, certificate) go; without it only their rows are written. */
  files?: FileStore;
  /** Brands for the demo certificate PDF. */
  schools?: Record<1 | 2, SchoolBrand>;
  /**
   * The day the demo is loaded at the school (YYYY-MM-DD): demo.teacher's
   * online group gets a class on it when it falls in its cycle, so today
   * takes attendance. Without it (the tests' template) the sessions keep
   * their fixed dates.
   */
  today?: string;
}

/**
 * What every area's seed starts from: one school's structure, people, groups
 * and enrolments (seedSchool), with the demo accounts' fixed ids.
 */
export interface SeedSchool {
  escuela: 1 | 2;
  options: SeedOptions;
  id(account: keyof typeof DEMO_ACCOUNTS): number;
  erp(n: number): number;
  cycle(n: number): Cycle;
  cycles: readonly Cycle[];
  adultLevels: readonly Level[];
  teenLevels: readonly Level[];
  /** demo.alumno's (1-4), demo.reprobado's (5-7; demo.reubicacion is in 6) and the demo teachers' kids group (8) by number, and the generated ones, with their values. */
  demoGroup(n: number): number;
  groups: ReadonlyArray<{ id: number; values: NewGroup }>;
  enrolments: readonly Enrolment[];
}

/** One school's structure, people, groups and enrolments; the areas add the rest (seed/index.ts). */

/** The cycles of 2024 and 2025, six a year, before the demo's own (CICLO 42 onwards). */
const FIRST_CYCLE = 30;
const PAST_CYCLES: ReadonlyArray<[string, string, string]> = [
  ['CICLO 30 MAR-ABR 2024', '2024-03-04', '2024-04-26'],
  ['CICLO 31 MAY-JUN 2024', '2024-05-06', '2024-06-28'],
  ['CICLO 32 JUL-AGO 2024', '2024-07-08', '2024-08-30'],
  ['CICLO 33 SEP-OCT 2024', '2024-09-09', '2024-10-31'],
  ['CICLO 34 NOV-DIC 2024', '2024-11-04', '2024-12-20'],
  ['CICLO 35 ENE-FEB 2025', '2025-01-13', '2025-03-07'],
  ['CICLO 36 MAR-ABR 2025', '2025-03-10', '2025-05-02'],
  ['CICLO 37 MAY-JUN 2025', '2025-05-05', '2025-06-27'],
  ['CICLO 38 JUL-AGO 2025', '2025-07-07', '2025-08-29'],
  ['CICLO 39 SEP-OCT 2025', '2025-09-08', '2025-10-31'],
  ['CICLO 40 NOV-DIC 2025', '2025-11-03', '2025-12-19'],
  ['CICLO 41 ENE-FEB 2026', '2026-01-12', '2026-02-27'],
];

export async function seedSchool(db: Db, escuela: 1 | 2, passwordHash: string, summary: SeedSummary, options: SeedOptions): Promise<SeedSchool> {
  const { scale } = options;
  const rnd = seededRandom(escuela * 7919);
  const id = (account: keyof typeof DEMO_ACCOUNTS) => demoUserId(escuela, account);
  const erp = (n: number) => escuela * 100_000 + n;

  await db.insert(branches).values(
    BRANCHES[escuela].map(([branchId, name], i) => ({
      id: branchId,
      escuela,
      plantel: name,
      direccion: `${STREETS[i % STREETS.length]} ${200 + i * 15}, ${COLONIAS[i % COLONIAS.length]}, ${MUNICIPIOS[i % MUNICIPIOS.length]}, N.L.`,
      // The last branch has no phone on file: its students are sent to the school's contact (decision 033).
      telefono: i === BRANCHES[escuela].length - 1 ? null : `81 8${escuela}00 ${String(1000 + branchId * 11).slice(-4)}`,
    })),
  );
  const branchIds = BRANCHES[escuela].map(([b]) => b);
  const onlineBranch = escuela === 1 ? 17 : 14;

  const [adultos, teens, kids] = await db
    .insert(courses)
    .values([
      { escuela, curso: 'ADULTOS', tipo_curso: 1 },
      { escuela, curso: 'TEENS', tipo_curso: 2 },
      { escuela, curso: 'KIDS', tipo_curso: 3 },
    ])
    .returning();
  const levelRows = async (courseId: number, count: number) =>
    db
      .insert(levels)
      .values(Array.from({ length: count }, (_, i) => ({ id_curso: courseId, numero: i + 1, nivel: `Nivel ${i + 1}` })))
      .returning();
  const adultLevels = await levelRows(adultos!.id, 14);
  const teenLevels = await levelRows(teens!.id, 16);
  const kidLevels = await levelRows(kids!.id, 6);

  const cycleRows = await db
    .insert(cycles)
    .values([
      // Two years of history before 2026: students keep their certificates of past cycles.
      ...PAST_CYCLES.map(([ciclo, fecha_inicio, fecha_fin]) => ({ escuela, ciclo, fecha_inicio, fecha_fin })),
      { escuela, ciclo: 'CICLO 42 MAR-ABR 2026', fecha_inicio: '2026-03-02', fecha_fin: '2026-04-24' },
      { escuela, ciclo: 'CICLO 43 MAY-JUN 2026', fecha_inicio: '2026-05-04', fecha_fin: '2026-06-26' },
      { escuela, ciclo: 'CICLO 44 JUL-AGO 2026', fecha_inicio: '2026-07-06', fecha_fin: '2026-08-28' },
      { escuela, ciclo: 'CICLO 45 SEP-OCT 2026', fecha_inicio: '2026-09-07', fecha_fin: '2026-10-30' },
      { escuela, ciclo: 'CICLO 46 NOV-DIC 2026', fecha_inicio: '2026-11-02', fecha_fin: '2026-12-18' },
      { escuela, ciclo: 'CICLO 47 ENE-FEB 2027', fecha_inicio: '2027-01-11', fecha_fin: '2027-03-05' },
    ])
    .returning();
  const cycle = (n: number) => cycleRows[n - FIRST_CYCLE]!;

  // --- people -----------------------------------------------------------
  const staff = (account: keyof typeof DEMO_ACCOUNTS, roll: string, nombre: string, iderp: number) => ({
    id: id(account),
    escuela,
    roll,
    usuario: `demo.${account}`,
    nombre_completo: nombre,
    password_hash: passwordHash,
    iderp,
  });
  await db.insert(users).values([
    { ...staff('alumno', 'ALUMNO', 'Sofía Treviño Garza', erp(1)), qr: 1, facturacion: 1, constancia: 1 },
    { ...staff('nuevo', 'ALUMNO', 'Mateo Cantú Leal', erp(2)) },
    { ...staff('reprobado', 'ALUMNO', 'Diego Salinas Flores', erp(3)), qr: 1 },
    staff('teacher', 'TEACHER', 'Ricardo Villarreal Elizondo', erp(4)),
    staff('editor', 'EDITOR', 'Patricia Garza Cavazos', 28),
    staff('admin', 'ADMINISTRADOR', 'Administración General', erp(6)),
    staff('restringido', 'EDITOR', 'Jorge Leal Treviño', erp(7)),
    { ...staff('teacher2', 'TEACHER', 'Laura Méndez Cantú', erp(8)), usuario: 'demo.teacher2' },
    // Registered but has not opened the activation mail yet.
    { ...staff('pendiente', 'ALUMNO', 'Regina Cavazos Leal', erp(9)), correo_confirmado: false },
    // For trying registration and password recovery without touching the other accounts.
    staff('registro', 'ALUMNO', 'Iker Garza Salinas', erp(10)),
    staff('olvido', 'ALUMNO', 'Camila Leal Garza', erp(11)),
    // Failed a level at both chances: needs a new level from the branch ('¡Sin acceso!').
    staff('reubicacion', 'ALUMNO', 'Andrés Villarreal Cantú', erp(12)),
  ]);
  summary.users += 12;

  await db.insert(personalData).values([
    person(id('alumno'), 'Sofía', 'Treviño', 'Garza', 24, 1, rnd),
    person(id('reprobado'), 'Diego', 'Salinas', 'Flores', 19, 0, rnd),
    // Its own random source, so the data generated after it stays as it was before this account.
    person(id('reubicacion'), 'Andrés', 'Villarreal', 'Cantú', 21, 0, seededRandom(escuela * 7919 + 12)),
    { ...person(id('pendiente'), 'Regina', 'Cavazos', 'Leal', 22, 1, rnd), email: `demo.pendiente${escuela}@correo.example.mx` },
    { ...person(id('olvido'), 'Camila', 'Leal', 'Garza', 28, 1, rnd), email: `demo.olvido${escuela}@correo.example.mx` },
  ]);
  // --- the demo student's and the failing student's groups -----------------
  const base = (n: number, level: { id: number; numero: number }, cyc: { id: number }, extra: Partial<NewGroup>): NewGroup => ({
    escuela,
    grupo_corto: `ADU-N${level.numero}-${String.fromCharCode(64 + n)}`,
    grupo: `ADULTOS NIVEL ${level.numero} ${extra.tipo ?? 'PRESENCIAL'} GRUPO ${String.fromCharCode(64 + n)}`,
    id_nivel: level.id,
    id_curso: adultos!.id,
    id_ciclo: cyc.id,
    id_plantel: branchIds[0]!,
    tipo: 'PRESENCIAL',
    hora_inicio: '18:00',
    hora_fin: '19:30',
    ...MON_WED,
    ...THU_FRI,
    id_teacher: id('teacher'),
    id_teacher_2: id('teacher2'),
    clase_actual: 16,
    num_ejercicios: 20,
    num_examenes: 2,
    valor_examenes: 40,
    valor_ejercicios: 40,
    valor_asistencias: 20,
    ...extra,
  });
  const demoGroupValues: NewGroup[] = [
      base(1, adultLevels[0]!, cycle(43), {}),
      base(2, adultLevels[1]!, cycle(44), { hora_inicio: '07:00', hora_fin: '08:30' }),
      // Online and open every day, all day: always CORRIENDO in the demo.
      base(3, adultLevels[2]!, cycle(46), {
        tipo: 'ONLINE',
        id_plantel: onlineBranch,
        hora_inicio: '00:00',
        hora_fin: '23:59',
        ...ALL_DAYS,
        clase_actual: 6,
        zoom: `https://zoom.us/j/84${escuela}0031234`,
      }),
      base(4, adultLevels[3]!, cycle(47), { clase_actual: 1, ...SATURDAY, lunes: 0, martes: 0, miercoles: 0, jueves: 0, viernes: 0, hora_inicio: '09:00', hora_fin: '13:00' }),
      base(5, adultLevels[0]!, cycle(44), { id_plantel: branchIds[1]!, hora_inicio: '19:30', hora_fin: '21:00' }),
      base(6, adultLevels[1]!, cycle(45), { id_plantel: branchIds[1]!, hora_inicio: '19:30', hora_fin: '21:00' }),
      base(7, adultLevels[2]!, cycle(46), { id_plantel: branchIds[1]!, hora_inicio: '19:30', hora_fin: '21:00', id_teacher: id('teacher2'), id_teacher_2: null }),
      // A kids group of both demo teachers (spec 3: no exams card, grades by the kids call).
      {
        ...base(8, kidLevels[0]!, cycle(46), { ...SATURDAY, lunes: 0, martes: 0, miercoles: 0, jueves: 0, viernes: 0, hora_inicio: '09:00', hora_fin: '12:00', clase_actual: 4 }),
        grupo_corto: 'KID-N1-H',
        grupo: 'KIDS NIVEL 1 PRESENCIAL GRUPO H',
        id_curso: kids!.id,
        num_examenes: 0,
        valor_examenes: 0,
        valor_ejercicios: 50,
        valor_asistencias: 50,
      },
  ];
  const demoGroups = await db.insert(groups).values(demoGroupValues).returning({ id: groups.id });
  const g = (n: number) => demoGroups[n - 1]!.id;
  summary.groups += demoGroups.length;

  const enrol = (alumno: number, grupo: number, primera: number | null, segunda: number | null = null) => ({
    id_alumno: alumno,
    id_grupo: grupo,
    primera,
    segunda,
    calificacion_final_primera_oportunidad: primera,
    calificacion_final_segunda_oportunidad: segunda,
  });
  const demoEnrolments = [
    enrol(id('alumno'), g(1), 92),
    enrol(id('alumno'), g(2), 85),
    enrol(id('alumno'), g(3), null),
    enrol(id('alumno'), g(4), null),
    // Passed level 1; level 2 (CICLO 45, over) under 70 with the extraordinary exam still to take; level 3 (CICLO 46) waits for it.
    enrol(id('reprobado'), g(5), 80),
    enrol(id('reprobado'), g(6), 62),
    enrol(id('reprobado'), g(7), null),
    // Level 2 failed at both chances: the branch relocates the student.
    enrol(id('reubicacion'), g(6), 60, 55),
  ];

  // --- classmates and the scale factor ----------------------------------------
  const teacherIds = [id('teacher'), id('teacher2')];
  const classmates = 12 * scale;
  const extraGroups: NewGroup[] = [];
  const groupsPerScale = 6 * scale;
  for (let i = 0; i < groupsPerScale; i++) {
    const teen = i % 3 === 2;
    const levelList = teen ? teenLevels : adultLevels;
    const level = levelList[i % levelList.length]!;
    const days = i % 2 === 0 ? MON_WED : THU_FRI;
    const hour = 7 + (i % 13);
    extraGroups.push({
      escuela,
      grupo_corto: `${teen ? 'TEE' : 'ADU'}-N${level.numero}-${i + 10}`,
      grupo: `${teen ? 'TEENS' : 'ADULTOS'} NIVEL ${level.numero} PRESENCIAL GRUPO ${i + 10}`,
      id_nivel: level.id,
      id_curso: teen ? teens!.id : adultos!.id,
      id_ciclo: cycle(46).id,
      id_plantel: branchIds[i % branchIds.length]!,
      tipo: 'PRESENCIAL',
      hora_inicio: `${String(hour).padStart(2, '0')}:00`,
      hora_fin: `${String(hour + 1).padStart(2, '0')}:30`,
      ...days,
      id_teacher: teacherIds[i % 2]!,
      id_teacher_2: null,
      clase_actual: 6,
      num_ejercicios: 20,
      num_examenes: 2,
      valor_examenes: 40,
      valor_ejercicios: 40,
      valor_asistencias: 20,
    });
  }
  const extra: number[] = [];
  for (let i = 0; i < extraGroups.length; i += 500) {
    const rows = await db.insert(groups).values(extraGroups.slice(i, i + 500)).returning({ id: groups.id });
    extra.push(...rows.map((r) => r.id));
  }
  summary.groups += extra.length;

  const people: Array<typeof users.$inferInsert> = [];
  for (let i = 0; i < classmates; i++) {
    const nombre = rnd.pick(FIRST_NAMES);
    const ap1 = rnd.pick(SURNAMES);
    const ap2 = rnd.pick(SURNAMES);
    people.push({
      escuela,
      roll: 'ALUMNO',
      usuario: `${escuela === 1 ? 'A' : 'F'}${String(26_0000 + i).padStart(6, '0')}`,
      nombre_completo: `${nombre} ${ap1} ${ap2}`,
      password_hash: passwordHash,
      iderp: erp(1000 + i),
      qr: 1,
    });
  }
  const studentIds: number[] = [];
  for (let i = 0; i < people.length; i += 500) {
    const rows = await db.insert(users).values(people.slice(i, i + 500)).returning({ id: users.id });
    studentIds.push(...rows.map((r) => r.id));
  }
  summary.users += studentIds.length;
  const profiles = studentIds.map((sid, i) => {
    const [nombre = 'Ana', ap1 = 'García', ap2 = 'López'] = people[i]!.nombre_completo.split(' ');
    return person(sid, nombre, ap1, ap2, rnd.int(12, 45), rnd.int(0, 1) as 0 | 1, rnd);
  });
  for (let i = 0; i < profiles.length; i += 500) await db.insert(personalData).values(profiles.slice(i, i + 500));

  const more = studentIds.flatMap((sid, i) => {
    const rows = [enrol(sid, i % 3 === 0 ? g(3) : extra[i % extra.length]!, null)];
    if (i % 4 === 1) rows.push(enrol(sid, g(2), rnd.int(60, 100)));
    return rows;
  });
  // Up to six classmates also take the kids group.
  const kidsGroup = studentIds.filter((_, i) => i % 3 === 2).slice(0, 6).map((sid) => enrol(sid, g(8), null));
  const allEnrolments = [...demoEnrolments, ...more, ...kidsGroup];
  for (let i = 0; i < allEnrolments.length; i += 1000) await db.insert(enrolments).values(allEnrolments.slice(i, i + 1000));
  summary.enrolments += allEnrolments.length;

  return {
    escuela,
    options,
    id,
    erp,
    cycle,
    cycles: cycleRows,
    adultLevels,
    teenLevels,
    demoGroup: g,
    groups: [...demoGroupValues.map((values, i) => ({ id: g(i + 1), values })), ...extraGroups.map((values, i) => ({ id: extra[i]!, values }))],
    enrolments: allEnrolments,
  };
}

export function pickWeekdays(values: NewGroup) {
  const { lunes, martes, miercoles, jueves, viernes, sabado, domingo } = values;
  return { lunes, martes, miercoles, jueves, viernes, sabado, domingo };
}
