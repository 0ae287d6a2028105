import { describe, expect, it } from 'vitest';
import { groupSummary } from './schemas.js';
import { supersededGroupIds } from './superseded.js';

describe('supersededGroupIds', () => {
  it('keeps one group per level: the one whose cycle starts last', () => {
    const groups = [
      { id: 10, id_nivel: 3, inicio_ciclo: '2026-09-01' },
      { id: 4, id_nivel: 3, inicio_ciclo: '2026-01-12' },
      { id: 7, id_nivel: 2, inicio_ciclo: '2025-09-01' },
    ];
    expect([...supersededGroupIds(groups)]).toEqual([4]);
  });

  it('takes the highest id when two groups of a level start together (a student moved to another group)', () => {
    expect([...supersededGroupIds([{ id: 12, id_nivel: 5, inicio_ciclo: '2026-09-01' }, { id: 9, id_nivel: 5, inicio_ciclo: '2026-09-01' }])]).toEqual([9]);
  });

  it('supersedes nothing when every level has one group', () => {
    expect(supersededGroupIds([{ id: 1, id_nivel: 1, inicio_ciclo: '2025-01-01' }, { id: 2, id_nivel: 2, inicio_ciclo: '2024-01-01' }]).size).toBe(0);
    expect(supersededGroupIds([]).size).toBe(0);
  });
});

describe('a group as a phone kept it before anterior and the cycle dates were sent', () => {
  it('still reads, as a current group with no cycle bounds, until the groups are read again', () => {
    const kept = {
      id: 3, grupo_corto: 'ADU-N3-C', grupo: 'ADULTOS N3', id_nivel: 3, nivel: 'Nivel 3', id_curso: 1, id_ciclo: 46, ciclo: 'CICLO 46', tipo: 'ONLINE',
      hora_inicio: '00:00', hora_fin: '23:59', zoom: null, lunes: 1, martes: 1, miercoles: 1, jueves: 1, viernes: 1, sabado: 1, domingo: 1,
      curso: 'ADULTOS', primera: null, segunda: null, calificacion_final_primera_oportunidad: null, calificacion_final_segunda_oportunidad: null,
      habil: true, reprobado: false, extraordinario: false,
    };
    expect(groupSummary.parse(kept)).toMatchObject({ anterior: false, inicio_ciclo: '', fin_ciclo: '' });
  });
});
