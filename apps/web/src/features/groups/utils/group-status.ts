import { formatMessage, GROUP_NEXT_MSG, MSG, type GroupStatus, type GroupSummary } from '@lms/contract';

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

/**
 * A warning says what to do next (decision 033): `next` under the spec's
 * message, and `extraordinaryOf` the group whose extraordinary exam the
 * student can take now (a button of the warning).
 */
export type GroupTapAction = { kind: 'open' } | { kind: 'warning'; message: string; next?: string; extraordinaryOf?: number };

type ListedGroup = EligibilityFlags & Pick<GroupSummary, 'id' | 'nivel'>;

/** Why a disabled group waits: a level failed for good, an extraordinary exam to take, or the previous level's grade. */
function blockedNext(group: ListedGroup, groups: readonly ListedGroup[]): Omit<Extract<GroupTapAction, { kind: 'warning' }>, 'kind' | 'message'> {
  const current = groups.filter((g) => !g.anterior);
  const failed = current.find((g) => g.reprobado);
  if (failed) return { next: formatMessage(GROUP_NEXT_MSG.groupBlockedByFailed, { nivel: failed.nivel }) };
  const before = current.slice(0, Math.max(0, current.findIndex((g) => g.id === group.id)));
  const pending = before.find((g) => g.extraordinario);
  if (pending) return { next: formatMessage(GROUP_NEXT_MSG.groupBlockedByExtraordinario, { nivel: pending.nivel }), extraordinaryOf: pending.id };
  const previous = before.at(-1);
  return previous ? { next: formatMessage(GROUP_NEXT_MSG.groupBlockedWaiting, { nivel: previous.nivel }) } : {};
}

/**
 * What tapping a group does (spec 2 §4, §8): a failed group, then an
 * extraordinario one, then an older group of a level taken again (decision
 * 030), then a disabled one show their warning; an enabled group opens
 * DetalleGrupo. The server refuses the same groups with the same messages.
 * `groups` is the student's whole list (by level), which says why a disabled
 * group waits.
 */
export function groupTapAction(group: ListedGroup, groups: readonly ListedGroup[] = []): GroupTapAction {
  switch (groupStatusOf(group)) {
    case 'reprobado':
      return { kind: 'warning', message: MSG.groupFailed, next: GROUP_NEXT_MSG.groupFailedNext };
    case 'extraordinario':
      return { kind: 'warning', message: MSG.groupExtraordinario, next: GROUP_NEXT_MSG.groupExtraordinarioNext, extraordinaryOf: group.id };
    case 'anterior':
      return { kind: 'warning', message: MSG.groupSuperseded };
    case 'bloqueado':
      return { kind: 'warning', message: MSG.groupBlocked, ...blockedNext(group, groups) };
    case 'habilitado':
      return { kind: 'open' };
  }
}
