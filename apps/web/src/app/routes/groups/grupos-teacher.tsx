import { TeacherGroupsScreen } from '../../../features/groups/components/teacher-groups-screen';
import { VideoUploadCard } from '../../../features/recordings/components/video-upload-card';
import { useSession } from '../../../lib/session/use-session';

export default function GruposTeacherRoute() {
  const session = useSession();
  if (!session) return null;
  const teacherId = session.login.usuario.id;
  return (
    <TeacherGroupsScreen
      school={session.escuela}
      teacherId={teacherId}
      aboveGroups={session.login.usuario.roll === 'TEACHER' && <VideoUploadCard school={session.escuela} teacherId={teacherId} />}
    />
  );
}
