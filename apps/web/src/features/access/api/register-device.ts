import { deviceTypeCall, type SchoolId } from '@lms/contract';
import { apiRequest } from '../../../lib/api/api-client';
import { currentDeviceType } from '../../../lib/device/device';

/** usuario.tipodispositivo, once after login; a failure must not block the user. */
export async function registerDeviceType(school: SchoolId, userId: number): Promise<void> {
  try {
    await apiRequest(deviceTypeCall, { school, body: { id: userId, dispositivo: currentDeviceType() } });
  } catch {
    // Device statistics only: the user is already signed in.
  }
}
