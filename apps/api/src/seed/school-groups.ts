import type { cycles, enrolments, groups, levels } from '../routes/groups/public.js';
import type { Random } from './random.js';

// The rows of one school's groups and enrolments (seed/school.ts writes them).
export type NewGroup = typeof groups.$inferInsert;
type Level = typeof levels.$inferSelect;
type Cycle = typeof cycles.$inferSelect;
type Enrolment = typeof enrolments.$inferInsert;
const ALL_DAYS = { lunes: 1, martes: 1, miercoles: 1, jueves: 1, viernes: 1, sabado: 1, domingo: 1 };
const MON_WED = { lunes: 1, martes: 1, miercoles: 1 };
const THU_FRI = { jueves: 1, viernes: 1 };
const SATURDAY = { sabado: 1 };

/** The school's course ids and levels. */
export interface SchoolCourses {
  adultos: number;
  teens: number;
  kids: number;
  adultLevels: Level[];
  teenLevels: Level[];
  kidLevels: Level[];
}

/** What a group row is made of: the school's branches, courses and cycles, and the demo teachers. */
export interface GroupPlan {
  escuela: 1 | 2;
  branchIds: readonly number[];
  courses: SchoolCourses;
  cycle(n: number): Cycle;
  /** demo.teacher's and demo.teacher2's ids. */
  teacherIds: readonly [number, number];
}

/** demo.alumno's (1-4), demo.reprobado's (5-7; demo.reubicacion is in 6) and the demo teachers' kids group (8). */
export function demoGroupRows({ escuela, branchIds, courses, cycle, teacherIds }: GroupPlan, onlineBranch: number): NewGroup[] {
  const { adultLevels, kidLevels } = courses;
  const [teacher, teacher2] = teacherIds;
  const base = (n: number, level: { id: number; numero: number }, cyc: { id: number }, extra: Partial<NewGroup>): NewGroup => ({
    escuela,
    grupo_corto: `ADU-N${level.numero}-${String.fromCharCode(64 + n)}`,
    grupo: `ADULTOS NIVEL ${level.numero} ${extra.tipo ?? 'PRESENCIAL'} GRUPO ${String.fromCharCode(64 + n)}`,
    id_nivel: level.id,
    id_curso: courses.adultos,
    id_ciclo: cyc.id,
    id_plantel: branchIds[0]!,
    tipo: 'PRESENCIAL',
    hora_inicio: '18:00',
    hora_fin: '19:30',
    ...MON_WED,
    ...THU_FRI,
    id_teacher: teacher,
    id_teacher_2: teacher2,
    clase_actual: 16,
    num_ejercicios: 20,
    num_examenes: 2,
    valor_examenes: 40,
    valor_ejercicios: 40,
    valor_asistencias: 20,
    ...extra,
  });
  const saturdayOnly = { ...SATURDAY, lunes: 0, martes: 0, miercoles: 0, jueves: 0, viernes: 0 };
  return [
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
    base(4, adultLevels[3]!, cycle(47), { clase_actual: 1, ...saturdayOnly, hora_inicio: '09:00', hora_fin: '13:00' }),
    base(5, adultLevels[0]!, cycle(44), { id_plantel: branchIds[1]!, hora_inicio: '19:30', hora_fin: '21:00' }),
    base(6, adultLevels[1]!, cycle(45), { id_plantel: branchIds[1]!, hora_inicio: '19:30', hora_fin: '21:00' }),
    base(7, adultLevels[2]!, cycle(46), { id_plantel: branchIds[1]!, hora_inicio: '19:30', hora_fin: '21:00', id_teacher: teacher2, id_teacher_2: null }),
    // A kids group of both demo teachers (spec 3: no exams card, grades by the kids call).
    {
      ...base(8, kidLevels[0]!, cycle(46), { ...saturdayOnly, hora_inicio: '09:00', hora_fin: '12:00', clase_actual: 4 }),
      grupo_corto: 'KID-N1-H',
      grupo: 'KIDS NIVEL 1 PRESENCIAL GRUPO H',
      id_curso: courses.kids,
      num_examenes: 0,
      valor_examenes: 0,
      valor_ejercicios: 50,
      valor_asistencias: 50,
    },
  ];
}

/** The classmates' groups of CICLO 46: `count` of them, adults and teens, over the branches and both demo teachers. */
export function generatedGroupRows({ escuela, branchIds, courses, cycle, teacherIds }: GroupPlan, count: number): NewGroup[] {
  return Array.from({ length: count }, (_, i): NewGroup => {
    const teen = i % 3 === 2;
    const levelList = teen ? courses.teenLevels : courses.adultLevels;
    const level = levelList[i % levelList.length]!;
    const days = i % 2 === 0 ? MON_WED : THU_FRI;
    const hour = 7 + (i % 13);
    return {
      escuela,
      grupo_corto: `${teen ? 'TEE' : 'ADU'}-N${level.numero}-${i + 10}`,
      grupo: `${teen ? 'TEENS' : 'ADULTOS'} NIVEL ${level.numero} PRESENCIAL GRUPO ${i + 10}`,
      id_nivel: level.id,
      id_curso: teen ? courses.teens : courses.adultos,
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
    };
  });
}

const enrol = (alumno: number, grupo: number, primera: number | null, segunda: number | null = null): Enrolment => ({
  id_alumno: alumno,
  id_grupo: grupo,
  primera,
  segunda,
  calificacion_final_primera_oportunidad: primera,
  calificacion_final_segunda_oportunidad: segunda,
});

/** The demo students' enrolments in their groups (`group(n)`: demo group n's id). */
export function demoEnrolments(id: (account: 'alumno' | 'reprobado' | 'reubicacion') => number, group: (n: number) => number): Enrolment[] {
  return [
    enrol(id('alumno'), group(1), 92),
    enrol(id('alumno'), group(2), 85),
    enrol(id('alumno'), group(3), null),
    enrol(id('alumno'), group(4), null),
    // Passed level 1; level 2 (CICLO 45, over) under 70 with the extraordinary exam still to take; level 3 (CICLO 46) waits for it.
    enrol(id('reprobado'), group(5), 80),
    enrol(id('reprobado'), group(6), 62),
    enrol(id('reprobado'), group(7), null),
    // Level 2 failed at both chances: the branch relocates the student.
    enrol(id('reubicacion'), group(6), 60, 55),
  ];
}

/** Every third classmate in the online demo group, the others in the generated groups; some in level 2; up to six in the kids group. */
export function classmateEnrolments(studentIds: readonly number[], group: (n: number) => number, generated: readonly number[], rnd: Random): Enrolment[] {
  const more = studentIds.flatMap((sid, i) => {
    const rows = [enrol(sid, i % 3 === 0 ? group(3) : generated[i % generated.length]!, null)];
    if (i % 4 === 1) rows.push(enrol(sid, group(2), rnd.int(60, 100)));
    return rows;
  });
  // Up to six classmates also take the kids group.
  const kidsGroup = studentIds.filter((_, i) => i % 3 === 2).slice(0, 6).map((sid) => enrol(sid, group(8), null));
  return [...more, ...kidsGroup];
}
