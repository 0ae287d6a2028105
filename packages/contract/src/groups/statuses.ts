import { defineStatuses } from '../statuses.js';

/** A group's status on Mis grupos, from its flags (habil, reprobado, extraordinario; spec 2 §4; anterior, decision 030). */
export const GROUP_STATUSES = defineStatuses({
  habilitado: { label: 'Disponible', color: 'primary' },
  bloqueado: { label: 'Bloqueado', color: 'default' },
  reprobado: { label: 'Reprobado', color: 'error' },
  extraordinario: { label: 'Extraordinario', color: 'warning' },
  anterior: { label: 'Grupo anterior', color: 'default' },
});
export type GroupStatus = (typeof GROUP_STATUSES.codes)[number];
