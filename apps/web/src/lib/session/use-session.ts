import { useSyncExternalStore } from 'react';
import { getSchool, getSession, subscribeSession, type Session } from './session-store';
import type { SchoolId } from '@lms/contract';

export function useSession(): Session | null {
  return useSyncExternalStore(subscribeSession, getSession);
}

export function useSchool(): SchoolId | null {
  return useSyncExternalStore(subscribeSession, getSchool);
}

