import { MSG, type GroupStatus, type GroupSummary } from '@lms/contract';

export type { GroupStatus };

type EligibilityFlags = Pick<GroupSummary, 'habil' | 'reprobado' | 'extraordinario' | 'anterior'>;

/** One status per group, in the order the tap warnings are checked. */
export function groupStatusOf(group: EligibilityFlags): GroupStatus {
  if (group.reprobado) return 'reprobado';
  if (group.extraordinario) return 'extraordinario';
  if (group.anterior) return 'anterior';
  if (!group.habil) return 'bloqueado';
  return 'habilitado';
}

export type GroupTapAction = { kind: 'open' } | { kind: 'warning'; message: string };

/**
 * What tapping a group does (spec 2 §4, §8): a failed group, then an
 * extraordinario one, then an older group of a level taken again (decision
 * 030), then a disabled one show their warning; an enabled group opens
 * DetalleGrupo. The server refuses the same groups with the same messages.
 */
export function groupTapAction(group: EligibilityFlags): GroupTapAction {
  switch (groupStatusOf(group)) {
    case 'reprobado':
      return { kind: 'warning', message: MSG.groupFailed };
    case 'extraordinario':
      return { kind: 'warning', message: MSG.groupExtraordinario };
    case 'anterior':
      return { kind: 'warning', message: MSG.groupSuperseded };
    case 'bloqueado':
      return { kind: 'warning', message: MSG.groupBlocked };
    case 'habilitado':
      return { kind: 'open' };
  }
}
