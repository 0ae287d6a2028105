import { useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { routeFromLanding, type SchoolId } from '@lms/contract';
import { LandingScreen } from '../../../features/access/components/landing-screen';
import { isCurrentDevicePhoneLike } from '../../../lib/device/device';
import { pathOf } from '../../../lib/routing';
import { setSchool } from '../../../lib/session/session-store';
import { useSession } from '../../../lib/session/use-session';

/** Carga: a signed-in user goes on by role; others choose their school. */
export default function CargaRoute() {
  const session = useSession();
  const navigate = useNavigate();
  const [phoneLike] = useState(isCurrentDevicePhoneLike);

  if (session) return <Navigate to={pathOf(routeFromLanding(session.login.usuario.roll))} replace />;

  const onSelectSchool = (school: SchoolId) => {
    setSchool(school);
    void navigate(pathOf('Login'));
  };
  return <LandingScreen phoneLike={phoneLike} onSelectSchool={onSelectSchool} />;
}
