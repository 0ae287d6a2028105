import { useState } from 'react';
import { GeolocationTestScreen } from '../../../features/access/components/geolocation-test-screen';
import { deviceId } from '../../../lib/device/device-id';
import { useSchool, useSession } from '../../../lib/session/use-session';
import { BackHome } from '../../back-home';

export default function TestRoute() {
  const session = useSession();
  const school = useSchool();
  const [id] = useState(deviceId);
  return <GeolocationTestScreen school={session?.escuela ?? school} deviceId={id} back={<BackHome />} />;
}
