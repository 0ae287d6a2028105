import { useSearchParams } from 'react-router';
import { RESOURCE_SET } from '@lms/contract';
import { BooksScreen } from '../../../features/lessons/components/books-screen';
import { useBackTo } from '../../../features/lessons/components/use-back-to';
import { lessonsListPath } from '../../../features/lessons/utils/resource-links';
import { idIn } from '../../../lib/routing';
import { useSession } from '../../../lib/session/use-session';
import type { Session } from '../../../lib/session/session-store';

function Books({ session }: { session: Session }) {
  const [params] = useSearchParams();
  const groupId = idIn(params, 'grupo');
  // tipo=1: a certification lesson (their numbers are their own).
  const set = params.get('tipo') === '1' ? RESOURCE_SET.certification : RESOURCE_SET.ordinary;
  const back = useBackTo(lessonsListPath(groupId, set));
  return <BooksScreen school={session.escuela} userId={session.login.usuario.id} groupId={groupId} leccion={params.get('leccion') ?? ''} set={set} onBack={back} />;
}

export default function BooksRoute() {
  const session = useSession();
  return session ? <Books session={session} /> : null;
}
