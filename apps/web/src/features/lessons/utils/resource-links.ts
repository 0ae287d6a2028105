import { RESOURCE_SET, RESOURCE_TYPE, type LessonResource, type LessonRow, type ResourceType } from '@lms/contract';
import { pathOf, screenPath } from '../../../lib/routing';

/** The resource buttons' labels (spec 2 §2). */
export const RESOURCE_LABEL: Readonly<Record<ResourceType, string>> = {
  [RESOURCE_TYPE.exercise]: 'Ejercicio',
  [RESOURCE_TYPE.exam]: 'Examen',
  [RESOURCE_TYPE.recoveryExam]: 'Examen rec.',
  [RESOURCE_TYPE.pdf]: 'PDF',
  [RESOURCE_TYPE.video]: 'Video',
};

/** Spec 2 §9 "window codes 1-4": the screen each kind of resource opens. */
export const RESOURCE_WINDOW: Readonly<Record<ResourceType, 'Ejercicio' | 'Examen' | 'Books' | 'Videos'>> = {
  [RESOURCE_TYPE.exercise]: 'Ejercicio',
  [RESOURCE_TYPE.exam]: 'Examen',
  [RESOURCE_TYPE.recoveryExam]: 'Examen',
  [RESOURCE_TYPE.pdf]: 'Books',
  [RESOURCE_TYPE.video]: 'Videos',
};

/** Which list a lesson belongs to: 0 the ordinary lessons, 1 the certification lessons. */
export type ResourceSet = (typeof RESOURCE_SET)[keyof typeof RESOURCE_SET];

/** A PDF's or video's file: always the row's ubicacion followed by the resource's ruta (absolute or same-origin). */
export function resourceFileUrl(row: Pick<LessonRow, 'ubicacion'>, resource: Pick<LessonResource, 'ruta'>): string {
  return row.ubicacion + resource.ruta;
}

/** Where an evaluation opens: Ejercicio or Examen, with the group (encoded in the address) and the evaluation id. */
export function evaluationPath(tipo: ResourceType, groupId: number, idEvaluacion: number): string {
  return screenPath(RESOURCE_WINDOW[tipo], { grupo: groupId }, { evaluacion: idEvaluacion });
}

/** Books or Videos of a lesson; `tipo=1` only for a certification lesson, whose numbers are their own. */
export function lessonFilesPath(target: 'Books' | 'Videos', groupId: number, leccion: number, set: ResourceSet): string {
  return screenPath(target, { grupo: groupId }, { leccion, ...(set === RESOURCE_SET.certification ? { tipo: set } : {}) });
}

export function qualityExamPath(groupId: number, idEvaluacion: number): string {
  return screenPath('ExamenCalidad', { grupo: groupId }, { evaluacion: idEvaluacion });
}

/** A lessons list (ordinary or certification) of a group, with the same `id` convention as DetalleGrupo; Mis grupos without a readable group. */
export function lessonsListPath(groupId: number | null, set: ResourceSet): string {
  if (groupId === null) return pathOf('GruposAlumnos');
  return screenPath(set === RESOURCE_SET.certification ? 'RecursosGrupoCerti' : 'RecursosGrupoUsuario', { id: groupId });
}

export interface ResourceButton {
  key: string;
  tipo: ResourceType;
  label: string;
  to: string;
}

/**
 * The buttons of an open lesson, in the spec's order (Ejercicio, Examen,
 * Examen rec., PDF, Video), for what the server offers now (a recovery exam
 * only after a missed or failed exam; the lesson's avisos say why not): one per exercise or exam, numbered when there are
 * several of a kind; one PDF and one Video button, whose screens list all of
 * the lesson's files.
 */
export function resourceButtons(row: Pick<LessonRow, 'leccion' | 'recursos'>, groupId: number, set: ResourceSet): ResourceButton[] {
  const buttons: ResourceButton[] = [];
  for (const tipo of [RESOURCE_TYPE.exercise, RESOURCE_TYPE.exam, RESOURCE_TYPE.recoveryExam] as const) {
    const graded = row.recursos.filter((r): r is LessonResource & { id_evaluacion: number } => r.tipo === tipo && r.id_evaluacion !== null);
    graded.forEach((resource, i) => {
      buttons.push({
        key: `${tipo}-${resource.id_evaluacion}`,
        tipo,
        label: graded.length > 1 ? `${RESOURCE_LABEL[tipo]} ${i + 1}` : RESOURCE_LABEL[tipo],
        to: evaluationPath(tipo, groupId, resource.id_evaluacion),
      });
    });
  }
  for (const tipo of [RESOURCE_TYPE.pdf, RESOURCE_TYPE.video] as const) {
    if (!row.recursos.some((r) => r.tipo === tipo)) continue;
    const target = tipo === RESOURCE_TYPE.pdf ? 'Books' : 'Videos';
    buttons.push({ key: String(tipo), tipo, label: RESOURCE_LABEL[tipo], to: lessonFilesPath(target, groupId, row.leccion, set) });
  }
  return buttons;
}
