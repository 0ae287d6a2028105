import { z } from 'zod';
import { defineCall } from '../call.js';
import { dateField } from '../attendance/schemas.js';

/** The longest period one export covers (a school year). */
export const AUDIT_EXPORT_MAX_DAYS = 366;

export const auditExportCall = defineCall({
  name: 'auditoria.exportar',
  method: 'GET',
  access: ['EDITOR', 'ADMINISTRADOR'],
  area: 'audit',
  summary:
    'Ours (issue 10): hoja de cálculo con cada cambio a asistencias, incidencias y comentarios de la escuela en un periodo (quién, cuándo, antes y después). Sin fechas, los últimos 31 días.',
  query: z.strictObject({ desde: dateField.optional(), hasta: dateField.optional() }),
  download: true,
  response: z.string().describe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'),
});

export const auditCalls = [auditExportCall] as const;
