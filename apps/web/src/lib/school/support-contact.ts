import { formatMessage, SUPPORT_MSG, type GroupSummary, type SchoolInfo } from '@lms/contract';

// The rule alone, without the session: unit tests read it without a browser's storage.

/** Whom a warning or an error sends the user to (decision 033): a name, a phone and, when known, a mail. */
export interface SupportContact {
  nombre: string;
  telefono: string;
  correo: string | null;
}

type BranchOfGroup = Pick<GroupSummary, 'id' | 'anterior' | 'plantel' | 'telefono_plantel'>;

/**
 * The branch of the group a message is about when it has a phone on file;
 * else the branch of the student's newest group (the last of the list by
 * level) that has one; else the school's own contact (configuration).
 * Tickets (Soporte) do not exist yet: this is where help is (decision 033).
 */
export function supportContact(groups: readonly BranchOfGroup[], school: SchoolInfo | undefined, groupId?: number): SupportContact | null {
  const withPhone = (g: BranchOfGroup | undefined) => (g?.telefono_plantel ? g : undefined);
  const current = groups.filter((g) => !g.anterior);
  const branch = withPhone(groups.find((g) => g.id === groupId)) ?? withPhone(current.findLast((g) => g.telefono_plantel));
  if (branch?.telefono_plantel) return { nombre: formatMessage(SUPPORT_MSG.helpBranch, { plantel: branch.plantel }), telefono: branch.telefono_plantel, correo: null };
  if (!school) return null;
  return { nombre: formatMessage(SUPPORT_MSG.helpSchool, { escuela: school.nombre }), telefono: school.contacto.telefono, correo: school.contacto.correo || null };
}
