import { screenPath } from '../../../lib/routing';

export type TeacherGroupOptionKey = 'alumnos' | 'recursos' | 'participacion' | 'calificaciones' | 'incidencias';

export interface TeacherGroupOption {
  key: TeacherGroupOptionKey;
  label: string;
  /** Route name of the contract's table. */
  route: string;
  /** Path under /lms/ with the group's encoded id. */
  to: string;
  /** False while the route has no screen: the entry says "Pronto" (decision 004). */
  enabled: boolean;
}

/** The option list of the teacher's group detail, in the spec's order (spec 3 §2). */
const OPTIONS: readonly { key: TeacherGroupOptionKey; label: string; route: string }[] = [
  { key: 'alumnos', label: 'Lista de alumnos', route: 'ListaAlumnos' },
  { key: 'recursos', label: 'Recursos asignados', route: 'RecursoGrupo' },
  { key: 'participacion', label: 'Participación', route: 'ListaAsistencia' },
  { key: 'calificaciones', label: 'Calificaciones', route: 'CalificacionGrupo' },
  { key: 'incidencias', label: 'Incidencias', route: 'Incidencias' },
];

/** Every option opens its screen for the same group: the id travels in the URL, so a reload keeps it. */
export function teacherGroupOptions(groupId: number, availableScreens: ReadonlySet<string>): TeacherGroupOption[] {
  return OPTIONS.map((option) => ({
    ...option,
    to: screenPath(option.route, { id: groupId }),
    enabled: availableScreens.has(option.route),
  }));
}

/** "12 alumnos", "1 alumno", "Sin alumnos". */
export function studentCountLabel(count: number): string {
  if (count === 0) return 'Sin alumnos';
  return count === 1 ? '1 alumno' : `${count} alumnos`;
}
