import { sql } from 'drizzle-orm';
import type { Db } from '../db/index.js';
import {
  avatars,
  branches,
  courses,
  cycles,
  enrolments,
  groups,
  levels,
  discountNotices,
  examResults,
  fiscalData,
  personalData,
  registrations,
  ruleSignatures,
  rules,
  schools,
  storedFiles,
  studyCertificates,
  users,
} from '../db/schema/index.js';
import { clientPasswordDigest, hashPassword } from '../lib/password.js';
import type { SchoolBrand } from '../config.js';
import type { FileStore } from '../plugins/files.js';
import { renderStudyCertificate } from '../routes/certificates/certificate-pdf.js';
import { renderDemoConstancia } from './demo-constancia.js';
import { loadReferenceData } from './reference.js';
import { AVATARS, BRANCHES, COLONIAS, DEMO_SIGNATURE_PNG, FIRST_NAMES, MUNICIPIOS, RULES, STREETS, SURNAMES } from './catalog.js';
import { seedLessonsAndGrades, type SeedGroup, type SeedLevel } from './lessons.js';
import { seededRandom, type Random } from './random.js';

export const DEMO_PASSWORD = 'escuela2026';

/**
 * Demo accounts have fixed ids so configuration (RESTRICTED_EDITOR_IDS) and
 * docs can name them: school 1 uses 1001-1008, school 2 uses 2001-2008.
 */
export const DEMO_ACCOUNTS = {
  alumno: 1,
  nuevo: 2,
  reprobado: 3,
  teacher: 4,
  editor: 5,
  admin: 6,
  restringido: 7,
  teacher2: 8,
  pendiente: 9,
  registro: 10,
  olvido: 11,
} as const;
export const demoUserId = (escuela: 1 | 2, account: keyof typeof DEMO_ACCOUNTS) => escuela * 1000 + DEMO_ACCOUNTS[account];

type NewGroup = typeof groups.$inferInsert;
const ALL_DAYS = { lunes: 1, martes: 1, miercoles: 1, jueves: 1, viernes: 1, sabado: 1, domingo: 1 };
const MON_WED = { lunes: 1, martes: 1, miercoles: 1 };
const THU_FRI = { jueves: 1, viernes: 1 };
const SATURDAY = { sabado: 1 };

export interface SeedSummary {
  users: number;
  groups: number;
  enrolments: number;
}

/** Loads the demo data into an empty database; returns null when data already exists. */
export interface SeedOptions {
  scale: number;
  /** Where demo files (signature, certificate) go; without it only their rows are written. */
  files?: FileStore;
  /** Brands for the demo certificate PDF. */
  schools?: Record<1 | 2, SchoolBrand>;
}

export async function seedIfEmpty(db: Db, options: SeedOptions): Promise<SeedSummary | null> {
  const [existing] = await db.select({ n: sql<number>`count(*)::int` }).from(schools);
  if ((existing?.n ?? 0) > 0) return null;
  await loadReferenceData(db);
  const passwordHash = await hashPassword(clientPasswordDigest(DEMO_PASSWORD));
  return db.transaction(async (tx) => {
    const summary: SeedSummary = { users: 0, groups: 0, enrolments: 0 };
    await tx.insert(schools).values([
      { id: 1, clave: 'escuela1' },
      { id: 2, clave: 'escuela2' },
    ]);
    // Generated users take ids after the fixed demo ones (1001-1008, 2001-2008).
    await tx.execute(sql`select setval(pg_get_serial_sequence('users', 'id'), 10000)`);
    for (const escuela of [1, 2] as const) {
      await seedSchool(tx as unknown as Db, escuela, passwordHash, summary, options);
    }
    return summary;
  });
}

async function seedSchool(db: Db, escuela: 1 | 2, passwordHash: string, summary: SeedSummary, { scale, files, schools: brands }: SeedOptions) {
  const rnd = seededRandom(escuela * 7919);
  const id = (account: keyof typeof DEMO_ACCOUNTS) => demoUserId(escuela, account);
  const erp = (n: number) => escuela * 100_000 + n;

  await db.insert(branches).values(
    BRANCHES[escuela].map(([branchId, name], i) => ({
      id: branchId,
      escuela,
      plantel: name,
      direccion: `${STREETS[i % STREETS.length]} ${200 + i * 15}, ${COLONIAS[i % COLONIAS.length]}, ${MUNICIPIOS[i % MUNICIPIOS.length]}, N.L.`,
    })),
  );
  const branchIds = BRANCHES[escuela].map(([b]) => b);
  const onlineBranch = escuela === 1 ? 17 : 14;

  const [adultos, teens] = await db
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

  const cycleRows = await db
    .insert(cycles)
    .values([
      { escuela, ciclo: 'CICLO 42 MAR-ABR 2026', fecha_inicio: '2026-03-02', fecha_fin: '2026-04-24' },
      { escuela, ciclo: 'CICLO 43 MAY-JUN 2026', fecha_inicio: '2026-05-04', fecha_fin: '2026-06-26' },
      { escuela, ciclo: 'CICLO 44 JUL-AGO 2026', fecha_inicio: '2026-07-06', fecha_fin: '2026-08-28' },
      { escuela, ciclo: 'CICLO 45 SEP-OCT 2026', fecha_inicio: '2026-09-07', fecha_fin: '2026-10-30' },
      { escuela, ciclo: 'CICLO 46 NOV-DIC 2026', fecha_inicio: '2026-11-02', fecha_fin: '2026-12-18' },
      { escuela, ciclo: 'CICLO 47 ENE-FEB 2027', fecha_inicio: '2027-01-11', fecha_fin: '2027-03-05' },
    ])
    .returning();
  const cycle = (n: number) => cycleRows[n - 42]!;

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
  ]);
  summary.users += 11;

  await db.insert(personalData).values([
    person(id('alumno'), 'Sofía', 'Treviño', 'Garza', 24, 1, rnd),
    person(id('reprobado'), 'Diego', 'Salinas', 'Flores', 19, 0, rnd),
    { ...person(id('pendiente'), 'Regina', 'Cavazos', 'Leal', 22, 1, rnd), email: `demo.pendiente${escuela}@correo.example.mx` },
    { ...person(id('olvido'), 'Camila', 'Leal', 'Garza', 28, 1, rnd), email: `demo.olvido${escuela}@correo.example.mx` },
  ]);
  await db.insert(registrations).values({
    user_id: id('pendiente'),
    contacto_emergencia: 'Laura Leal (mamá) 8112345678',
    numero: '415',
    estado: 19,
    medio_contacto: 2,
    ocupacion: 1,
    estado_civil: 1,
    hijos: 1,
    motivo_estudio: 3,
    transporte: 3,
    facebook: null,
    created_at: new Date('2026-11-15T16:00:00Z'),
  });
  await db.insert(avatars).values([
    { user_id: id('alumno'), isCircle: true, ...AVATARS[0] },
    { user_id: id('teacher'), isCircle: true, ...AVATARS[1] },
    { user_id: id('teacher2'), isCircle: true, ...AVATARS[2] },
  ]);

  await db.insert(discountNotices).values({
    escuela,
    nota: 'Reinscríbete antes de que empiece tu siguiente ciclo y obtén 10 % de descuento.',
    ruta_pago: `https://pagos.example.mx/escuela${escuela}/reinscripcion`,
    // A standing demo offer, so the demo shows it whatever the date.
    vigente_desde: '2026-01-01',
    vigente_hasta: '2099-12-31',
  });

  // --- reglamento, signature and external exam results ----------------------
  await db.insert(rules).values(
    ([1, 2, 3] as const).flatMap((tipo) => RULES[tipo].map((regla, orden) => ({ escuela, regla, idcurso: tipo, orden }))),
  );
  // demo.alumno signed the rules (demo.reprobado has not). The image goes to the store when there is one.
  const firma = `${'5'.repeat(31)}${escuela}.png`;
  await db.insert(storedFiles).values({
    nombre: firma,
    area: 'firma',
    owner_id: id('alumno'),
    content_type: 'image/png',
    size: DEMO_SIGNATURE_PNG.length,
    created_at: new Date('2026-09-07T15:00:00Z'),
  });
  if (files) await files.put('firma', firma, DEMO_SIGNATURE_PNG).catch(() => undefined);
  await db.insert(ruleSignatures).values({ idusuario: id('alumno'), nombre_tutor: null, firma_tutor: firma, fecha: new Date('2026-09-07T15:00:00Z') });
  await db.insert(examResults).values([
    { user_id: id('alumno'), ruta_exci: `https://exci.example.mx/resultados/${erp(1)}`, toefl_paso: 2, updated_at: new Date('2026-10-30T18:00:00Z') },
    { user_id: id('reprobado'), ruta_exci: null, toefl_paso: 1, updated_at: new Date('2026-10-30T18:00:00Z') },
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
    enrol(id('reprobado'), g(5), 80),
    enrol(id('reprobado'), g(6), 62, 55),
    enrol(id('reprobado'), g(7), 50),
  ];

  // demo.alumno asked for a study certificate in a past cycle (44, level 2).
  const certificado = `${'c'.repeat(31)}${escuela}.pdf`;
  const emitida = new Date('2026-07-20T16:00:00Z');
  let certificateBytes = 0;
  if (files && brands) {
    const pdf = await renderStudyCertificate({
      brand: brands[escuela],
      nombre: 'Sofía Treviño Garza',
      matricula: 'demo.alumno',
      programa: 'ADULTS',
      niveles: 14,
      nivel: 'Nivel 2',
      curso: 'ADULTOS',
      ciclo: cycle(44).ciclo,
      plantel: BRANCHES[escuela][0]![1],
      direccion: 'Av. Constitución 200, Centro, Monterrey, N.L.',
      fechaInicioCiclo: new Date(`${cycle(44).fecha_inicio}T12:00:00Z`),
      emitida,
      folio: certificado.slice(0, 8).toUpperCase(),
    });
    certificateBytes = pdf.length;
    await files.put('constancia-estudios', certificado, pdf).catch(() => undefined);
  }
  await db.insert(storedFiles).values({ nombre: certificado, area: 'constancia-estudios', owner_id: id('alumno'), content_type: 'application/pdf', size: certificateBytes, created_at: emitida });
  await db.insert(studyCertificates).values({ id_alumno: id('alumno'), id_ciclo: cycle(44).id, archivo: certificado, fecha_alta: emitida });

  // demo.alumno has fiscal data with its constancia (demo.reprobado has none).
  const constanciaFiscal = `${'f'.repeat(31)}${escuela}.pdf`;
  let constanciaBytes = 0;
  if (files) {
    const pdf = await renderDemoConstancia('TEGS980515AB3', 'SOFIA TREVIÑO GARZA', 'MONTERREY');
    constanciaBytes = pdf.length;
    await files.put('constancia-fiscal', constanciaFiscal, pdf).catch(() => undefined);
  }
  await db.insert(storedFiles).values({ nombre: constanciaFiscal, area: 'constancia-fiscal', owner_id: id('alumno'), content_type: 'application/pdf', size: constanciaBytes, created_at: emitida });
  await db.insert(fiscalData).values({
    id_alumno: id('alumno'),
    rfc: 'TEGS980515AB3',
    regimen_fiscal: 605,
    direccion: 'Av. Universidad 2444, Linda Vista',
    idmunicipios: 19039,
    cp: '64990',
    telefono: '8172108954',
    correo: `sofia.trevino${escuela}@correo.example.mx`,
    razon_social: 'Sofía Treviño Garza',
    constancia: constanciaFiscal,
    updated_at: emitida,
  });

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
  const allEnrolments = [...demoEnrolments, ...more];
  for (let i = 0; i < allEnrolments.length; i += 1000) await db.insert(enrolments).values(allEnrolments.slice(i, i + 1000));
  summary.enrolments += allEnrolments.length;

  // --- lessons, resources, attendance, results and comments (seed/lessons.ts) ---
  const cycleById = new Map(cycleRows.map((c) => [c.id, c]));
  const seedGroup = (values: NewGroup, groupId: number): SeedGroup => {
    const c = cycleById.get(values.id_ciclo)!;
    return { ...pickWeekdays(values), id: groupId, id_nivel: values.id_nivel, inicio: c.fecha_inicio, fin: c.fecha_fin };
  };
  await seedLessonsAndGrades(db, {
    escuela,
    groups: [...demoGroupValues.map((v, i) => seedGroup(v, g(i + 1))), ...extraGroups.map((v, i) => seedGroup(v, extra[i]!))],
    levels: new Map<number, SeedLevel>([
      ...adultLevels.map((l) => [l.id, { id: l.id, numero: l.numero, curso: 'ADULTOS' }] as const),
      ...teenLevels.map((l) => [l.id, { id: l.id, numero: l.numero, curso: 'TEENS' }] as const),
    ]),
    // The levels of demo.alumno's and demo.reprobado's groups (and of the generated groups on them).
    catalogueLevels: adultLevels.slice(0, 4).map((l) => l.id),
    certificationLevel: adultLevels[2]!.id,
    enrolments: allEnrolments,
    demo: { alumno: id('alumno'), reprobado: id('reprobado'), teacher: id('teacher'), teacher2: id('teacher2') },
    demoGroups: { done: [g(1), g(2)], current: g(3), failed: g(6) },
  });
}

function pickWeekdays(values: NewGroup) {
  const { lunes, martes, miercoles, jueves, viernes, sabado, domingo } = values;
  return { lunes, martes, miercoles, jueves, viernes, sabado, domingo };
}

function person(userId: number, nombre: string, ap1: string, ap2: string, edad: number, sexo: 0 | 1, rnd: Random) {
  return {
    user_id: userId,
    nombre,
    apellido_paterno: ap1,
    apellido_materno: ap2,
    edad,
    sexo,
    telefono: `81${rnd.int(10_000_000, 99_999_999)}`,
    celular: `81${rnd.int(10_000_000, 99_999_999)}`,
    calle: `${rnd.pick(STREETS)} ${rnd.int(100, 3000)}`,
    cp: rnd.int(64000, 67999),
    colonia: rnd.pick(COLONIAS),
    municipio: rnd.pick(MUNICIPIOS),
    email: `${nombre}.${ap1}`.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase() + `${userId}@correo.example.mx`,
  };
}
