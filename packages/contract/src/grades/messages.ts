/**
 * The grades area's Spanish messages: the texts its calls answer and its
 * screens show, each written once (texts the spec quotes are verbatim).
 * What every area shows (generic errors, lists, offline) is in ../messages.ts.
 * Placeholders are filled with formatMessage.
 */
export const GRADES_MSG = {
  examRecovered: 'Examen de recuperación',
  // Grades (spec 2 §2 "Grades"; estatus texts: docs/decisions/015)
  gradePassed: 'Aprobado',
  gradeFailed: 'Reprobado',
  gradeInProgress: 'En curso',
  atRiskFailed: 'Terminó el curso con {total} de 100.',
  atRiskPace: 'Lleva {total} puntos; para ir hacia 70 debería llevar {esperado}.',
  atRiskAbsences: 'Faltas: {faltas} de {tomadas} clases tomadas.',
  atRiskIncidents: 'Incidencias sin cerrar: {n}.',
  notKidsGroup: 'Este grupo no es de KIDS; abre sus calificaciones normales.',
  approvedByComment: 'Aprobado por comentario',
  // The card says 'Participación' (spec 2 §2); the teacher and the formula say attendance: the explanation names both (issue 18).
  gradeExplainAttendance: 'Participación (asistencia): ({asistencias} + ½ × {retardos}) ÷ {clases} del curso × {valor} = {puntos} de {valor} puntos',
  gradeExplainAttendanceNoClasses: 'Participación (asistencia): el curso no tiene clases programadas; 0 de {valor} puntos',
  gradeExplainItems: '{parte}: (promedio {promedio} × {calificados} con calificación) ÷ ({planeados} del curso × 100) × {valor} = {puntos} de {valor} puntos',
  gradeExplainItemsCapped:
    '{parte}: (promedio {promedio} × {calificados} con calificación) ÷ ({planeados} del curso × 100) × {valor} = {calculado}, con tope en {valor}: {puntos} de {valor} puntos',
  gradeExplainItemsNoneYet: '{parte}: aún sin calificaciones ({planeados} del curso); 0 de {valor} puntos',
  gradeExplainItemsNotPlanned: '{parte}: ninguno programado en el curso; 0 de {valor} puntos',
  gradeExplainRecovered: 'En {examenes} cuenta tu examen de recuperación, porque en él obtuviste más que en el examen.',
  gradeExplainTotal: 'Calificación: {asistencia} + {ejercicios} + {examenes} = {total} de {maximo} puntos',
  gradeExplainPartExercises: 'Ejercicios',
  gradeExplainPartExams: 'Exámenes',
  gradeExplainAttended: '{n} asistencias',
  gradeExplainAttendedOne: '{n} asistencia',
  gradeExplainLate: '{n} retardos',
  gradeExplainLateOne: '{n} retardo',
  gradeExplainClasses: '{n} clases',
  gradeExplainClassesOne: '{n} clase',
  gradeExplainExercises: '{n} ejercicios',
  gradeExplainExercisesOne: '{n} ejercicio',
  gradeExplainExams: '{n} exámenes',
  gradeExplainExamsOne: '{n} examen',
  gradeExplainAnd: '{a} y {b}',
  gradeToPassReached: 'Ya alcanzaste la calificación aprobatoria ({aprobatoria}): llevas {total}.',
  gradeToPassAverage: 'Para aprobar necesitas un promedio mínimo de {promedio} en lo que te falta ({pendientes}).',
  gradeToPassAverageAndClasses:
    'Para aprobar necesitas un promedio mínimo de {promedio} en lo que te falta ({pendientes}) y asistir a todas las clases por tomar ({restantes}).',
  gradeToPassClasses: 'Para aprobar necesitas asistir por lo menos a {asistir} (clases por tomar: {restantes}).',
  gradeToPassImpossible:
    'Aunque asistas a todas las clases y obtengas 100 en todo lo que falta, tu calificación máxima sería {maximo}; ya no alcanzas {aprobatoria}.',
  gradeToPassNothingLeft: 'Ya no queda nada por hacer y tu calificación, {total}, es menor a {aprobatoria}.',
} as const;
