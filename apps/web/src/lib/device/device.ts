/** Device type registered after login (usuario.tipodispositivo). */
export type DeviceType = 'android' | 'ios' | 'web';

const MOBILE_UA = /Android|iPhone|iPad|iPod|Mobile|Opera Mini|IEMobile|webOS|BlackBerry/i;

/** iPadOS reports a desktop Mac user agent; touch points give it away. */
function isIpadOs(userAgent: string, maxTouchPoints: number): boolean {
  return /Macintosh/.test(userAgent) && maxTouchPoints > 1;
}

export function deviceTypeOf(userAgent: string, maxTouchPoints = 0): DeviceType {
  if (/Android/i.test(userAgent)) return 'android';
  if (/iPhone|iPad|iPod/i.test(userAgent) || isIpadOs(userAgent, maxTouchPoints)) return 'ios';
  return 'web';
}

/** The landing's "mobile user": a phone or tablet user agent, or a coarse (touch) pointer. */
export function isPhoneLike(userAgent: string, coarsePointer: boolean, maxTouchPoints = 0): boolean {
  return MOBILE_UA.test(userAgent) || isIpadOs(userAgent, maxTouchPoints) || coarsePointer;
}

export function currentDeviceType(): DeviceType {
  return deviceTypeOf(navigator.userAgent, navigator.maxTouchPoints);
}

export function isCurrentDevicePhoneLike(): boolean {
  const coarse = typeof window.matchMedia === 'function' && window.matchMedia('(pointer: coarse)').matches;
  return isPhoneLike(navigator.userAgent, coarse, navigator.maxTouchPoints);
}
