/**
 * The study screens' part of the message catalogue (lessons, exercises and
 * exams, grades): the texts only those screens show, in their own module so
 * the first screens (Login, Mis grupos) do not download them. Together with
 * messages.ts it is the one catalogue: each text is written once, here or
 * there, never inline. Messages a server answers stay in MSG (the harness
 * checks every error message against it), but for the study rules' own
 * refusals, which only the study screens show (the lesson's avisos).
 */
export const STUDY_MSG = {
  // Why an evaluation of an open lesson is not offered now (evaluationWithheld; decision 030): the server's answer and the lesson's avisos.
  recoveryNotYet: 'El examen de recuperación se abre si no presentas el examen de esta lección en su día o si no lo apruebas.',
  examReplacedByRecovery: 'Presentaste el examen de recuperación de esta lección en lugar del examen: el examen ya no se presenta.',
  cycleClosed: 'El ciclo de este grupo terminó: tus calificaciones ya no cambian y ya no se envían respuestas.',
  // While an exercise can still be sent again its review says right or wrong, not the right option (decision 031).
  checkAfterSending: 'Envía tus respuestas antes de repasar tus errores.',
  keyLater: 'Mientras puedas cambiar tus respuestas verás si cada una es correcta o incorrecta; la opción correcta aparece cuando ya no puedan cambiar.',
  reviewWrongNoKey: 'Incorrecto. Vuelve a intentarlo en otra ronda.',
  // The level's extraordinary exam (decision 033)
  extraordinaryTitle: 'Examen extraordinario',
  extraordinarySubtitle: 'Tu segunda oportunidad del nivel: se envía una sola vez y su calificación es la de tu nivel.',
  extraordinaryNotOpen: 'El examen extraordinario se abre cuando tu calificación del nivel es menor de 70 y aún no presentas tu segunda oportunidad.',
  extraordinaryMissing: 'Tu nivel aún no tiene examen extraordinario en la plataforma; comunícate con tu sucursal para presentarlo.',
  // Lessons list, certification lessons, e-books and videos (spec 2 §2, §4; issue 9)
  availableFrom: 'Disponible a partir del: {fecha}',
  exercisesDoneOf: 'Ejercicios realizados: {n} de {total}',
  lessonLocked: 'Esta lección aún no está disponible. Tu maestro te dirá cuándo se habilita.',
  lessonUnlockedBy: 'Se habilita cuando contestes la lección {leccion}.',
  lessonPreviousGrade: 'Tu calificación en la lección {leccion}: {calificacion}.',
  lessonNotFound: 'Esta lección no existe en tu grupo.',
  lessonsEmpty: 'Tu grupo aún no tiene lecciones programadas.',
  pdfPageOf: 'Página {n} de {total}',
  pdfViewFailed: 'No pudimos mostrar este libro aquí. Descárgalo con el botón Descargar.',
  // The viewer's zoom (buttons and pinch) and where it reopens a book (issue 18).
  pdfZoomIn: 'Acercar',
  pdfZoomOut: 'Alejar',
  pdfZoomLevel: 'Tamaño {n} %',
  pdfResumed: 'Seguimos donde te quedaste: página {n}.',
  certificationCodeTitle: '¡Excelente!',
  certificationCodeCongrats: '¡Felicidades! Terminaste las lecciones de certificación y ya tienes tu código.',
  // The code card stays for a failed last lesson (spec 2 §4), without congratulating it (issue 18).
  certificationCodeTitlePlain: 'Tu código de certificación',
  certificationCodeNotPassed:
    'Terminaste las lecciones de certificación y ya tienes tu código. En la última obtuviste {calificacion}, menos de {minimo}: repásalas antes de presentar el examen.',
  certificationCodeUse:
    'Con este código presentas tu examen de certificación en línea. Descarga el manual de instrucciones y léelo con calma; cuando estés listo, entra a «Presentar examen» y escribe tu código. Es personal: no lo compartas.',
  certificationCodeCopied: 'Código copiado',
  certificationCodeCopyFailed: 'No se pudo copiar; mantén presionado el código para copiarlo.',
  certificationIntro:
    'Contesta las lecciones en orden: cada una se habilita cuando contestas la anterior. Para presentar el examen final necesitas {minimo} o más en la lección anterior. Al terminar recibirás tu código de certificación.',
  // Exercises, exams, the quality exam and "Repasar mis errores" (spec 2 §2, §5; issue 9)
  sendAnswers: 'Enviar respuestas',
  answersSent: 'Respuestas enviadas',
  gradeLabel: 'Calificación',
  qualityDelivered: 'Entregado',
  recoveryTag: 'Recuperación',
  lessonNumber: 'Lección {n}',
  questionNumber: 'Pregunta {n}',
  answersProgress: 'Contestadas: {contestadas} de {total}',
  answersRight: 'Aciertos: {aciertos} de {total}',
  sendingAnswers: 'Enviando…',
  answerRight: 'Correcta',
  answerWrong: 'Incorrecta',
  answersNotKept: 'Esta calificación se registró sin tus respuestas: aquí ves las respuestas correctas.',
  answerYours: 'Tu respuesta',
  answerCorrectOption: 'Respuesta correcta',
  changeAnswers: 'Cambiar mis respuestas',
  cancelChange: 'Cancelar cambios',
  qualityDeliveredTitle: 'Examen entregado',
  questionImage: 'Imagen de la pregunta {n}',
  questionImageFailed: 'No se pudo cargar la imagen de esta pregunta.',
  questionAudio: 'Audio de la pregunta {n}',
  instructionsAudio: 'Audio de las instrucciones',
  evaluationLoadFailed: 'No pudimos abrir esta evaluación',
  evaluationLinkInvalid: 'El enlace no indica qué evaluación abrir. Regresa a las lecciones de tu grupo y elígela de la lista.',
  qualityExamNone: 'Tu grupo aún no tiene un examen de calidad disponible.',
  examSendTitle: '¿Enviar tu examen?',
  examSendBody: 'Un examen se envía una sola vez: después ya no podrás cambiar tus respuestas.',
  examSendReview: 'Revisar mis respuestas',
  examSendConfirm: 'Enviar examen',
  leaveUnsentTitle: '¿Salir sin enviar tus respuestas?',
  leaveUnsentBody: 'Todavía no envías tus respuestas. Si sales ahora, se perderán.',
  leaveUnsentStay: 'Seguir contestando',
  leaveUnsentLeave: 'Salir sin enviar',
  reviewMistakes: 'Repasar mis errores',
  reviewMistakesIntro: 'Vuelve a contestar las preguntas que fallaste. Es solo práctica: tu calificación no cambia.',
  reviewRight: '¡Correcto!',
  reviewWrong: 'Incorrecto. La respuesta correcta es {opcion}.',
  reviewScore: 'Acertaste {aciertos} de {total} en tu repaso.',
  reviewAgain: 'Repasar otra vez',
  // Grades: Calificaciones and "¿Cómo se calcula?" (spec 2 §2; issue 9)
  reviewBack: 'Volver a mis resultados',
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
