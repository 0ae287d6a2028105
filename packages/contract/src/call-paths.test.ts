import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { ALL_CALLS, defineCall, FILE_KINDS } from './index.js';

// The wire paths as they were written out by hand before paths followed from
// the calls' names (decision 035): clients in the field call these.
const WIRE = [
  'GET archivos.constancia.estudios/:archivo',
  'GET archivos.constancia.fiscal/:nombre',
  'GET auditoria.exportar',
  'GET calificacion.exci/:id',
  'GET calificacion.toefl/:id',
  'GET codigo.certificacion.manual/:id',
  'GET codigo.certificacion/:id',
  'GET comentarios.ciclos.all',
  'GET comentarios.puntos/:id_ciclo/:id_ciclo_relacionado/:userId/:escuela',
  'GET constancia.alumno/:iderp',
  'GET escuela.informacion',
  'GET facturas.municipios',
  'GET facturas.regimen.fiscal',
  'GET grabar.video.teachers/:id',
  'GET grupos.alumno/:userId',
  'GET grupos.asistencias.historial/:id',
  'GET grupos.informacion/:id',
  'GET grupos.lista.alumnos/:id',
  'GET grupos.recursos/:groupId',
  'GET grupos.teachers/:id',
  'GET incidencias.get.incidencias/:groupId',
  'GET incidencias.get.misincidencias/:studentId',
  'GET niveles.activas',
  'GET recursos.archivo/:id_grupo/:id_recurso',
  'GET recursos.pregunta/:id_grupo/:id_evaluacion/:num_pregunta/:medio',
  'GET reglamento.consulta.firma/:id_alumno',
  'GET reglamento.get.reglamento',
  'GET reglamento.info.alumno/:id_alumno/:id',
  'GET usuario.acceso/:userId',
  'GET usuario.anuncio.descuento',
  'GET usuario.datos/:id',
  'GET usuario.get.constancias/:iderp',
  'GET usuario.informacion.constancia/:iderp',
  'GET usuario.kardex/:userId',
  'GET usuario.notificacion.llave',
  'POST add.firma',
  'POST add.incidencias.mensaje',
  'POST calificacion.grupo',
  'POST comentarios.reprobados.comentarios.add',
  'POST consultar.mensajes.rechazo.incidencias',
  'POST datos.fiscales.add',
  'POST examen.extraordinario',
  'POST examen.extraordinario.contestar',
  'POST firma.add_archivo',
  'POST get.evaluacion',
  'POST grupos.asistencias',
  'POST grupos.asistencias.add',
  'POST grupos.asistencias.add.fechapago',
  'POST grupos.calificaciones',
  'POST grupos.calificaciones.kids',
  'POST grupos.codigo.generar',
  'POST grupos.codigos.hoy',
  'POST grupos.existe.codigo',
  'POST grupos.fechas.calendario',
  'POST grupos.fechas.habiles',
  'POST grupos.riesgo',
  'POST grupos.validar.codigo',
  'POST guardar.constancia',
  'POST incidencias.add.incidencia',
  'POST recurso.comprobar',
  'POST recurso.contestar',
  'POST recurso.contestarcalidad',
  'POST recurso.resuelto',
  'POST recurso.resueltocalidad',
  'POST recursos.abrir',
  'POST recursos.usuario',
  'POST subir.video/:id_usuario/:id_grupo',
  'POST update.estatus.incidencias',
  'POST update.incidencias.mensaje.respuesta',
  'POST usuario.activar.cuenta',
  'POST usuario.add.constancia',
  'POST usuario.cerrar.sesion',
  'POST usuario.enviar.correo',
  'POST usuario.recuperar.password',
  'POST usuario.reenviar.correo',
  'POST usuario.restablecer.password',
  'POST usuario.tipodispositivo',
  'POST usuario.token.notificacion',
  'POST usuario.update.datos',
  'POST usuario.update.password',
  'POST usuario.validar.acceso',
  'PUT comentarios.estado',
  'PUT datos.fiscales.update/:iddatosfiscales',
  'PUT incidencias.update/:id',
  'PUT reglamento.escuela.update/:idreglamento',
  'PUT usuario.update.avatar',
];

describe('call paths', () => {
  it('follow from the name and the params, and the route table is unchanged', () => {
    expect(ALL_CALLS.map((c) => `${c.method} ${c.path}`).sort()).toEqual(WIRE);
  });

  it('take params in their declared order, unless a call names its own path', () => {
    const params = z.strictObject({ escuela: z.string(), id: z.string() });
    const base = { method: 'GET', access: 'public', area: 'x', summary: '', response: z.null() } as const;
    expect(defineCall({ ...base, name: 'a.b', params }).path).toBe('a.b/:escuela/:id');
    expect(defineCall({ ...base, name: 'a.b' }).path).toBe('a.b');
    expect(defineCall({ ...base, name: 'a.b', path: 'otro/:id', params }).path).toBe('otro/:id');
  });
});

describe('file kinds', () => {
  it('every upload takes kinds an area declares', () => {
    for (const call of ALL_CALLS) for (const kind of call.upload?.kinds ?? []) expect(Object.keys(FILE_KINDS), call.name).toContain(kind);
  });

  it('are told by their first bytes', () => {
    const bytes = (text: string) => Uint8Array.from(text, (c) => c.charCodeAt(0));
    expect(FILE_KINDS.pdf.magic(bytes('%PDF-1.7'))).toBe(true);
    expect(FILE_KINDS.png.magic(bytes('%PDF-1.7'))).toBe(false);
    expect(FILE_KINDS.mov.magic(bytes('\0\0\0\x14ftypqt  '))).toBe(true);
    expect(FILE_KINDS.mp4.magic(bytes('\0\0\0\x14ftypqt  '))).toBe(false);
    expect(FILE_KINDS.mp4.magic(bytes('\0\0\0\x18ftypisom'))).toBe(true);
    expect(FILE_KINDS.webm.magic(Uint8Array.of(0x1a, 0x45, 0xdf, 0xa3, 1))).toBe(true);
  });
});
