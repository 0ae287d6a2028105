import type { Db } from '../db/index.js';
import { users } from '../db/schema/users.js';
import { branches, courses, cycles, enrolments, groups, levels } from '../routes/groups/groups.schema.js';
import { personalData } from '../routes/profile/profile.schema.js';
import type { SchoolBrand } from '../config.js';
import type { FileStore } from '../plugins/files.js';
import { BRANCHES, COLONIAS, FIRST_NAMES, MUNICIPIOS, STREETS, SURNAMES } from './catalog.js';
import { person } from './person.js';
import { DEMO_ACCOUNTS, demoUserId } from './demo-accounts.js';
import { seededRandom, type Random } from './random.js';
import { classmateEnrolments, demoEnrolments, demoGroupRows, generatedGroupRows, type GroupPlan, type NewGroup, type SchoolCourses } from './school-groups.js';

export type { NewGroup } from './school-groups.js';
type Level = typeof levels.$inferSelect;
type Cycle = typeof cycles.$inferSelect;
type Enrolment = typeof enrolments.$inferInsert;

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
  const rnd = seededRandom(escuela * 7919);
  const id = (account: keyof typeof DEMO_ACCOUNTS) => demoUserId(escuela, account);
  const erp = (n: number) => escuela * 100_000 + n;
  const school: SchoolSteps = { db, escuela, passwordHash, summary, rnd, id, erp };

  const branchIds = await insertBranches(db, escuela);
  const courses = await insertCoursesAndLevels(db, escuela);
  const cycleRows = await insertCycles(db, escuela);
  const cycle = (n: number) => cycleRows[n - FIRST_CYCLE]!;
  await insertDemoAccounts(school);

  const groupPlan: GroupPlan = { escuela, branchIds, courses, cycle, teacherIds: [id('teacher'), id('teacher2')] };
  const demoGroupValues = demoGroupRows(groupPlan, escuela === 1 ? 17 : 14);
  const insertGroups = (batch: NewGroup[]) => db.insert(groups).values(batch).returning({ id: groups.id });
  const demoGroups = await insertInBatches(demoGroupValues, demoGroupValues.length, insertGroups);
  const g = (n: number) => demoGroups[n - 1]!;
  const extraGroups = generatedGroupRows(groupPlan, 6 * options.scale);
  const extra = await insertInBatches(extraGroups, 500, insertGroups);
  summary.groups += demoGroups.length + extra.length;

  const studentIds = await insertClassmates(school, 12 * options.scale);
  const allEnrolments = [...demoEnrolments(id, g), ...classmateEnrolments(studentIds, g, extra, rnd)];
  for (let i = 0; i < allEnrolments.length; i += 1000) await db.insert(enrolments).values(allEnrolments.slice(i, i + 1000));
  summary.enrolments += allEnrolments.length;

  return {
    escuela,
    options,
    id,
    erp,
    cycle,
    cycles: cycleRows,
    adultLevels: courses.adultLevels,
    teenLevels: courses.teenLevels,
    demoGroup: g,
    groups: [...demoGroupValues.map((values, i) => ({ id: g(i + 1), values })), ...extraGroups.map((values, i) => ({ id: extra[i]!, values }))],
    enrolments: allEnrolments,
  };
}

/** What the steps that write people need of the school being seeded. */
interface SchoolSteps {
  db: Db;
  escuela: 1 | 2;
  passwordHash: string;
  summary: SeedSummary;
  rnd: Random;
  id(account: keyof typeof DEMO_ACCOUNTS): number;
  erp(n: number): number;
}

/** The school's branches; returns their ids. */
async function insertBranches(db: Db, escuela: 1 | 2): Promise<number[]> {
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
  return BRANCHES[escuela].map(([b]) => b);
}

/** The three courses (adults, teens, kids) with their levels. */
async function insertCoursesAndLevels(db: Db, escuela: 1 | 2): Promise<SchoolCourses> {
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
  return { adultos: adultos!.id, teens: teens!.id, kids: kids!.id, adultLevels, teenLevels, kidLevels };
}

/** Two years of past cycles and the demo's own (CICLO 42-47). */
async function insertCycles(db: Db, escuela: 1 | 2): Promise<Cycle[]> {
  return db
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
}

/** The demo accounts (README's table) and the personal data of those who have it. */
async function insertDemoAccounts({ db, escuela, passwordHash, summary, rnd, id, erp }: SchoolSteps) {
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
}

/** The generated classmates (12 per unit of scale) with their personal data; returns their ids. */
async function insertClassmates({ db, escuela, passwordHash, summary, rnd, erp }: SchoolSteps, count: number): Promise<number[]> {
  const people: Array<typeof users.$inferInsert> = [];
  for (let i = 0; i < count; i++) {
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
  const studentIds = await insertInBatches(people, 500, (batch) => db.insert(users).values(batch).returning({ id: users.id }));
  summary.users += studentIds.length;
  const profiles = studentIds.map((sid, i) => {
    const [nombre = 'Ana', ap1 = 'García', ap2 = 'López'] = people[i]!.nombre_completo.split(' ');
    return person(sid, nombre, ap1, ap2, rnd.int(12, 45), rnd.int(0, 1) as 0 | 1, rnd);
  });
  for (let i = 0; i < profiles.length; i += 500) await db.insert(personalData).values(profiles.slice(i, i + 500));
  return studentIds;
}

/** Inserts rows `size` at a time, in order, through `insert`; returns their ids. */
async function insertInBatches<Row>(rows: readonly Row[], size: number, insert: (batch: Row[]) => Promise<Array<{ id: number }>>): Promise<number[]> {
  const ids: number[] = [];
  for (let i = 0; i < rows.length; i += size) ids.push(...(await insert(rows.slice(i, i + size))).map((r) => r.id));
  return ids;
}

export function pickWeekdays(values: NewGroup) {
  const { lunes, martes, miercoles, jueves, viernes, sabado, domingo } = values;
  return { lunes, martes, miercoles, jueves, viernes, sabado, domingo };
}
