import { aliasedTable, and, asc, eq, gte, lt } from 'drizzle-orm';
import { addDays, AUDIT_EXPORT_MAX_DAYS, AUDIT_MSG, auditExportCall } from '@lms/contract';
import type { Db } from '../../db/index.js';
import { auditTrail } from '../../db/schema/audit.js';
import { users } from '../../db/schema/users.js';
import { groupShortName } from '../groups/public.js';
import { badRequest } from '../../lib/http-error.js';
import { schoolDayStart, schoolToday } from '../../lib/school-date.js';
import { spreadsheet, SPREADSHEET_MAX_ROWS } from '../../lib/spreadsheet.js';
import { defineArea, type AreaDeps } from '../types.js';

const KIND_NAMES: Record<string, string> = { asistencia: 'Asistencia', incidencia: 'Incidencia', comentario: 'Comentario' };


const who = aliasedTable(users, 'quien');

async function auditRows(db: Db, escuela: number, desde: string, hasta: string) {
  return db
    .select({
      fecha: auditTrail.fecha,
      quien: who.nombre_completo,
      tipo: auditTrail.tipo,
      registro: auditTrail.registro_id,
      grupo: groupShortName(auditTrail.id_grupo),
      antes: auditTrail.antes,
      despues: auditTrail.despues,
      origen: auditTrail.origen,
    })
    .from(auditTrail)
    .innerJoin(who, eq(who.id, auditTrail.id_usuario))
    .where(and(eq(auditTrail.escuela, escuela), gte(auditTrail.fecha, schoolDayStart(desde)), lt(auditTrail.fecha, schoolDayStart(addDays(hasta, 1)))))
    .orderBy(asc(auditTrail.fecha), asc(auditTrail.id))
    .limit(SPREADSHEET_MAX_ROWS + 1);
}

const json = (value: unknown) => (value === null || value === undefined ? '' : JSON.stringify(value));

/**
 * Staff export the audit trail of attendance, incidents and comments (issue
 * 10; docs/decisions/026): one row per change, the rows before and after as
 * JSON text, in the school's time.
 */
function registerAuditRoutes({ calls, db, clock, escuela }: AreaDeps) {
  calls.register(auditExportCall, async ({ query }) => {
    const hasta = query.hasta ?? schoolToday(clock);
    const desde = query.desde ?? addDays(hasta, -30);
    if (desde > hasta) throw badRequest(AUDIT_MSG.auditPeriodOrder);
    if (addDays(desde, AUDIT_EXPORT_MAX_DAYS) <= hasta) throw badRequest(AUDIT_MSG.auditPeriodTooLong);
    const rows = await auditRows(db, escuela, desde, hasta);
    if (rows.length > SPREADSHEET_MAX_ROWS) throw badRequest(AUDIT_MSG.auditTooManyRows);
    return spreadsheet(rows, {
      sheet: 'Auditoría',
      fileName: `auditoria-${desde}-a-${hasta}.xlsx`,
      columns: [
        // Excel has no time zone: the school's wall-clock time (Monterrey, UTC−6 all year).
        { header: 'Fecha', width: 18, value: (r) => new Date(r.fecha.getTime() - 6 * 3_600_000), format: 'dd/mm/yyyy hh:mm' },
        { header: 'Quién', width: 30, value: (r) => r.quien },
        { header: 'Tipo', width: 12, value: (r) => KIND_NAMES[r.tipo] ?? r.tipo },
        { header: 'Registro', width: 10, value: (r) => r.registro },
        { header: 'Grupo', width: 14, value: (r) => r.grupo },
        { header: 'Antes', width: 50, value: (r) => json(r.antes) },
        { header: 'Después', width: 50, value: (r) => json(r.despues) },
        { header: 'Origen', width: 14, value: (r) => r.origen },
      ],
    });
  });
}

export const area = defineArea({ name: 'audit', register: registerAuditRoutes });
