import {
  isSchoolId,
  loginResponse,
  type Avatar,
  type GroupSummary,
  type LoginResponse,
  type PersonalData,
  type SchoolId,
} from '@lms/contract';
import { z } from 'zod';

/** What the login answered plus the school it was given for (spec 1 §4 "Login"). */
export interface Session {
  escuela: SchoolId;
  login: LoginResponse;
}

// Keys are namespaced per app: other apps may share the origin.
const SESSION_KEY = 'lms.session';
/** The chosen brand is a device preference, kept across logouts (docs decision). */
const SCHOOL_KEY = 'lms.escuela';

const storedSession = z.object({
  escuela: z.union([z.literal(1), z.literal(2)]),
  login: loginResponse,
});

function readSession(): Session | null {
  try {
    const raw = localStorage.getItem(SESSION_KEY);
    if (raw === null) return null;
    const parsed = storedSession.safeParse(JSON.parse(raw));
    // A stored answer of an older shape is dropped: the user signs in again.
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

function readSchool(): SchoolId | null {
  const value = Number(localStorage.getItem(SCHOOL_KEY));
  return isSchoolId(value) ? value : null;
}

let session: Session | null = readSession();
/**
 * True from a sign-out the app made (logout, expired session) until a public
 * screen shows: the app is already moving away, so the guard of the screen
 * being left must not send it to Login on its own.
 */
let endedByApp = false;
let school: SchoolId | null = session?.escuela ?? readSchool();
const listeners = new Set<() => void>();

function notify(): void {
  for (const listener of listeners) listener();
}

export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

// Another tab signing in or out changes this one too.
window.addEventListener('storage', (event) => {
  if (event.key !== SESSION_KEY && event.key !== SCHOOL_KEY && event.key !== null) return;
  session = readSession();
  school = session?.escuela ?? readSchool();
  endedByApp = false;
  notify();
});

export function getSession(): Session | null {
  return session;
}

export function getSchool(): SchoolId | null {
  return school;
}

export function setSchool(id: SchoolId): void {
  school = id;
  localStorage.setItem(SCHOOL_KEY, String(id));
  notify();
}

export function saveSession(escuela: SchoolId, login: LoginResponse): void {
  session = { escuela, login };
  localStorage.setItem(SESSION_KEY, JSON.stringify(session));
  setSchool(escuela);
}

/**
 * Keeps a newer answer of grupos.alumno with the session, as the list the next
 * reload starts from. Nobody is told: screens read the groups from the query
 * cache, and telling would render the whole app again after every background
 * read of Mis grupos (decision 007).
 */
export function updateGroups(grupos: GroupSummary[]): void {
  if (!session) return;
  session = { ...session, login: { ...session.login, grupos } };
  localStorage.setItem(SESSION_KEY, JSON.stringify(session));
}

/**
 * After usuario.update.datos: the saved personal data, and the full name the
 * server rebuilt from it (nombre, apellido paterno, apellido materno).
 */
export function updatePersonalData(datos: PersonalData): void {
  if (!session) return;
  const nombre_completo = [datos.nombre, datos.apellido_paterno, datos.apellido_materno]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ');
  const usuario = { ...session.login.usuario, nombre_completo: nombre_completo || session.login.usuario.nombre_completo };
  saveSession(session.escuela, { ...session.login, usuario, datos_usuario: datos });
}

/** After usuario.update.avatar. */
export function updateAvatar(avatar: Avatar): void {
  if (!session) return;
  saveSession(session.escuela, { ...session.login, avatar });
}

export function clearSession({ byApp }: { byApp: boolean }): void {
  endedByApp = byApp;
  session = null;
  localStorage.removeItem(SESSION_KEY);
  notify();
}

export function sessionEndedByApp(): boolean {
  return endedByApp;
}

/** A public screen is showing: later losses of the session are not ours. */
export function acknowledgeSessionEnd(): void {
  endedByApp = false;
}
