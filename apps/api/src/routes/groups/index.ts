import { classDaysLabel, groupInformationCall, MSG, studentGroupsCall } from '@lms/contract';
import { notFound } from '../../lib/http-error.js';
import { assertSelf } from '../../lib/ownership.js';
import type { AreaDeps } from '../types.js';
import { assertCanSeeGroup } from './groups.policy.js';
import { groupInformation, studentGroups } from './groups.repository.js';

export function registerGroupsRoutes({ calls, db }: AreaDeps) {
  calls.register(studentGroupsCall, async ({ params, session }) => {
    assertSelf(session, params.userId);
    return studentGroups(db, params.userId);
  });

  calls.register(groupInformationCall, async ({ params, session }) => {
    await assertCanSeeGroup(db, session, params.id);
    const info = await groupInformation(db, params.id);
    if (!info) throw notFound(MSG.groupNotFound);
    const { row } = info;
    const flag = (v: number) => (v === 1 ? 1 : 0) as 0 | 1;
    const days = {
      lunes: flag(row.lunes),
      martes: flag(row.martes),
      miercoles: flag(row.miercoles),
      jueves: flag(row.jueves),
      viernes: flag(row.viernes),
      sabado: flag(row.sabado),
      domingo: flag(row.domingo),
    };
    const total = row.valor_examenes + row.valor_ejercicios + row.valor_asistencias;
    return {
      id: row.id,
      grupo_corto: row.grupo_corto,
      grupo: row.grupo,
      id_nivel: row.id_nivel,
      nivel: row.nivel,
      id_curso: row.id_curso,
      id_ciclo: row.id_ciclo,
      ciclo: row.ciclo,
      tipo: row.tipo,
      hora_inicio: row.hora_inicio,
      hora_fin: row.hora_fin,
      zoom: row.zoom,
      ...days,
      id_teacher: row.id_teacher,
      id_teacher_2: row.id_teacher_2,
      clase_actual: row.clase_actual,
      plantel: row.plantel,
      info_curso: {
        dias_clase: classDaysLabel({ ...days, hora_inicio: row.hora_inicio, hora_fin: row.hora_fin }),
        num_ejercicios: row.num_ejercicios,
        num_examenes: row.num_examenes,
      },
      escuela: { curso: row.curso },
      ponderacion: {
        valor_examenes: row.valor_examenes,
        valor_ejercicios: row.valor_ejercicios,
        valor_asistencias: row.valor_asistencias,
        valor_total: total,
      },
      teachers: { teacher1: row.teacher1, teacher2: row.teacher2, avatar_t1: info.avatar_t1, avatar_t2: info.avatar_t2 },
    };
  });
}
