import { and, asc, eq, sql } from 'drizzle-orm';
import type { FiscalData } from '@lms/contract';
import type { Db } from '../../db/index.js';
import { fiscalData, municipalities, taxRegimes } from './fiscal.schema.js';

export async function listRegimes(db: Db) {
  const rows = await db.select().from(taxRegimes).orderBy(asc(taxRegimes.idregimen_fiscal));
  return rows.map((r) => ({ ...r, fisica: r.fisica === 1, moral: r.moral === 1 }));
}

export async function findRegime(db: Db, id: number) {
  const [row] = await db.select().from(taxRegimes).where(eq(taxRegimes.idregimen_fiscal, id)).limit(1);
  return row;
}

export async function listMunicipalities(db: Db) {
  return db.select().from(municipalities).orderBy(asc(municipalities.nombre));
}

export async function municipalityExists(db: Db, id: number) {
  const [row] = await db.select({ id: municipalities.idmunicipios }).from(municipalities).where(eq(municipalities.idmunicipios, id)).limit(1);
  return row !== undefined;
}

const wireColumns = {
  iddatosfiscales: fiscalData.iddatosfiscales,
  id_alumno: fiscalData.id_alumno,
  rfc: fiscalData.rfc,
  regimen_fiscal: fiscalData.regimen_fiscal,
  regimen: taxRegimes.regimen,
  direccion: fiscalData.direccion,
  idmunicipios: fiscalData.idmunicipios,
  municipio: municipalities.nombre,
  cp: fiscalData.cp,
  telefono: fiscalData.telefono,
  correo: fiscalData.correo,
  razon_social: fiscalData.razon_social,
  constancia: fiscalData.constancia,
  deleted: fiscalData.deleted,
  version: fiscalData.version,
  reg_nuevo_municipio: fiscalData.reg_nuevo_municipio,
};

function toWire(row: Omit<FiscalData, 'deleted'> & { deleted: number }): FiscalData {
  return { ...row, deleted: row.deleted === 1 ? 1 : 0 };
}

function selectFiscal(db: Db) {
  return db
    .select(wireColumns)
    .from(fiscalData)
    .innerJoin(taxRegimes, eq(taxRegimes.idregimen_fiscal, fiscalData.regimen_fiscal))
    .leftJoin(municipalities, eq(municipalities.idmunicipios, fiscalData.idmunicipios));
}

export async function activeFiscalDataOf(db: Db, studentId: number): Promise<FiscalData[]> {
  const rows = await selectFiscal(db)
    .where(and(eq(fiscalData.id_alumno, studentId), eq(fiscalData.deleted, 0)))
    .orderBy(asc(fiscalData.iddatosfiscales));
  return rows.map(toWire);
}

export async function fiscalRecord(db: Db, id: number): Promise<FiscalData | undefined> {
  const [row] = await selectFiscal(db).where(eq(fiscalData.iddatosfiscales, id)).limit(1);
  return row ? toWire(row) : undefined;
}

export type FiscalValues = Pick<
  typeof fiscalData.$inferInsert,
  'rfc' | 'razon_social' | 'regimen_fiscal' | 'direccion' | 'idmunicipios' | 'cp' | 'telefono' | 'correo' | 'constancia'
>;

export async function insertFiscalData(db: Db, studentId: number, values: FiscalValues, now: Date) {
  const [row] = await db
    .insert(fiscalData)
    .values({ ...values, id_alumno: studentId, updated_at: now })
    .returning({ id: fiscalData.iddatosfiscales });
  return row!.id;
}

/** Writes if the record still has the version the caller read; false when it changed since (decision 018). */
export async function updateFiscalData(
  db: Db,
  id: number,
  readVersion: number,
  values: Partial<FiscalValues> & { deleted?: number },
  now: Date,
): Promise<boolean> {
  const rows = await db
    .update(fiscalData)
    .set({ ...values, updated_at: now, version: sql`${fiscalData.version} + 1` })
    .where(and(eq(fiscalData.iddatosfiscales, id), eq(fiscalData.version, readVersion)))
    .returning({ id: fiscalData.iddatosfiscales });
  return rows.length === 1;
}
