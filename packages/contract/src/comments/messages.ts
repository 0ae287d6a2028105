/**
 * The comments area's Spanish messages: the texts its calls answer and its
 * screens show, each written once (texts the spec quotes are verbatim).
 * What every area shows (generic errors, lists, offline) is in ../messages.ts.
 * Placeholders are filled with formatMessage.
 */
export const COMMENTS_MSG = {
  incidentStudentNotInGroup: 'El alumno no está inscrito en este grupo.',
  // Failing-student comments (spec 3 §2.8, §5, §8; server texts where silent: docs/decisions/028)
  commentCannedPasses: 'El alumno demostró en clase el dominio del nivel; se recomienda aprobarlo para que continúe al siguiente nivel.',
  commentCannedRepeat: 'El alumno no alcanzó los objetivos del nivel; se recomienda que repita el nivel.',
  commentCannedAbsences: 'El alumno acumuló demasiadas faltas durante el ciclo; se recomienda que repita el nivel.',
  commentCannedWork: 'El alumno no entregó sus ejercicios ni presentó sus exámenes a tiempo; se recomienda que repita el nivel.',
  commentCannedDropped: 'El alumno dejó de asistir a clases; se recomienda contactarlo antes del siguiente ciclo.',
  sendComment: 'Enviar Comentario',
  firstCycleClosed: 'El ciclo anterior esta cerrado, favor de abrir el ciclo anterior',
  commentSent: 'Comentario enviado: queda En Revisión hasta que la coordinación lo revise.',
  commentAccepted: 'Comentario aceptado.',
  commentAcceptedApproves: 'Comentario aceptado: el alumno queda aprobado por comentario, con 70.',
  commentRejected: 'Comentario rechazado; el teacher puede enviar otro.',
  commentNotCanned: 'Elige uno de los cinco comentarios disponibles.',
  commentExists: 'Este alumno ya tiene un comentario en revisión o aceptado en este grupo.',
  commentNotAtRisk: 'Este alumno no está en riesgo en este grupo: solo se comenta a los alumnos en riesgo.',
  commentNotFound: 'El comentario no existe.',
  commentOwnReview: 'No puedes revisar tu propio comentario: lo revisa la coordinación del plantel.',
  commentReviewNotAllowed: 'Solo la coordinación del plantel del grupo o la administración revisan comentarios.',
  commentReviewStatus: 'Al revisar un comentario, el estado es 1 (Aceptado) o 2 (Rechazado).',
  commentAlreadyReviewed: 'Este comentario ya fue revisado: está {estado}.',
  commentCycleNotFound: 'El ciclo no existe.',
  commentRelatedCycleWrong: 'El ciclo relacionado no corresponde al ciclo elegido.',
} as const;
