import { awaitsComment, gradeValue, LIST_PAGE_SIZE, type FailingComment, type FailingStudentRow, type RawGrade } from '@lms/contract';

/**
 * The two views of the failing-student list (docs/decisions/028-comments.md):
 * 'sin' is spec 3 §5's filter (at risk, no comment under review or accepted:
 * the teacher may send one); 'con' the students whose comment is under
 * review or accepted, those under review first (what a coordinator acts on).
 */
export type CommentsView = 'sin' | 'con';

export function rowsOfView(rows: readonly FailingStudentRow[], view: CommentsView): FailingStudentRow[] {
  if (view === 'sin') return rows.filter(awaitsComment);
  return rows.filter((r) => !awaitsComment(r)).sort((a, b) => (a.id_estado ?? 0) - (b.id_estado ?? 0));
}

/** Lower case without accents, so 'jose' finds 'José'. */
export const searchable = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/** The rows whose name, matrícula or group contain every word searched. */
export function searchRows(rows: readonly FailingStudentRow[], search: string): FailingStudentRow[] {
  const words = searchable(search).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...rows];
  return rows.filter((r) => {
    const text = searchable(`${r.nombre} ${r.matricula} ${r.grupo}`);
    return words.every((w) => text.includes(w));
  });
}

/** One page of 10 (spec 3 §9's list size), the page counted from 1. */
export function pageRows<T>(rows: readonly T[], page: number, size = LIST_PAGE_SIZE): T[] {
  return rows.slice((page - 1) * size, page * size);
}

const numberFormat = new Intl.NumberFormat('es-MX', { maximumFractionDigits: 2 });

/** A grade as the card shows it: the number, the ERP's 'SIN CALIFICACION' in words, or a dash. */
export function gradeText(grade: RawGrade): string {
  const n = gradeValue(grade);
  if (n !== null) return numberFormat.format(n);
  return typeof grade === 'string' && grade.trim() !== '' ? 'Sin calificación' : '—';
}

/** The comment a row names, from the answer's list. */
export function commentOf(comments: readonly FailingComment[], row: Pick<FailingStudentRow, 'id_comentario'>): FailingComment | null {
  return row.id_comentario === null ? null : (comments.find((c) => c.id_comentario === row.id_comentario) ?? null);
}

/** What the screen says about whose students these are. */
export function scopeText(alcance: 'grupos' | 'coordinacion' | 'escuela', planteles: readonly string[]): string {
  if (alcance === 'escuela') return 'Alumnos en riesgo de todos los grupos de la escuela.';
  if (alcance === 'coordinacion') return `Alumnos en riesgo de tus grupos y de los grupos de ${listText(planteles)}, que coordinas.`;
  return 'Alumnos en riesgo de tus grupos.';
}

function listText(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} y ${items.at(-1)}`;
}
