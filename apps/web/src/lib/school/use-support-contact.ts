import { useSchool, useSession } from '../session/use-session';
import { useSchoolInformation } from './school-information';
import { supportContact, type SupportContact } from './support-contact';

/** The contact for the signed-in student's messages (a group's branch when `groupId` names one), or the chosen school's before sign-in. */
export function useSupportContact(groupId?: number): SupportContact | null {
  const session = useSession();
  const school = useSchool();
  const { data: info } = useSchoolInformation(session?.escuela ?? school);
  return supportContact(session?.login.grupos ?? [], info, groupId);
}
