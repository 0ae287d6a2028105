import { queryOptions, useQueries, useQuery } from '@tanstack/react-query';
import { SCHOOL_IDS, schoolInformationCall, type SchoolId, type SchoolInfo } from '@lms/contract';
import { callQuery } from '../api/call-query';

const STALE_MS = 60 * 60_000;
/** Namespaced like the session (other apps may share the origin); brand data, not personal, kept across logouts. */
const storageKey = (school: SchoolId) => `lms.escuela.informacion.${school}`;

interface StoredInformation {
  info: SchoolInfo;
  /** When the API gave it (ms since the epoch). */
  at: number;
}

/** The brand data of the last visit, checked against the call's answer like a fresh one. */
function readStored(school: SchoolId): StoredInformation | undefined {
  try {
    const raw = localStorage.getItem(storageKey(school));
    if (raw === null) return undefined;
    const stored = JSON.parse(raw) as { info?: unknown; at?: unknown };
    const parsed = schoolInformationCall.response.safeParse(stored.info);
    return parsed.success && typeof stored.at === 'number' ? { info: parsed.data, at: stored.at } : undefined;
  } catch {
    return undefined;
  }
}

function store(school: SchoolId, info: SchoolInfo): void {
  try {
    localStorage.setItem(storageKey(school), JSON.stringify({ info, at: Date.now() } satisfies StoredInformation));
  } catch {
    // A full or blocked storage only costs the next visit its head start.
  }
}

/**
 * escuela.informacion: brand data changes with a deployment, not during a
 * visit. The last answer is kept on the device, so a returning visit shows
 * the school's name, logo and colour in its first paint (decision 007) and
 * asks again only once it is an hour old; an answer equal to the kept one
 * renders nothing again.
 */
export const schoolInformationQuery = (school: SchoolId) => {
  const query = callQuery(schoolInformationCall, school, { staleTime: STALE_MS });
  const ask = query.queryFn!;
  let kept: StoredInformation | undefined | null = null;
  const keptOnDevice = () => (kept === null ? (kept = readStored(school)) : kept);
  return queryOptions({
    ...query,
    queryFn: async (context) => {
      const info = await ask(context);
      store(school, info);
      return info;
    },
    initialData: () => keptOnDevice()?.info,
    initialDataUpdatedAt: () => keptOnDevice()?.at,
    // Kept on the device above, across sign-outs; brand data does not date what a screen shows offline (decision 032).
    meta: { reference: true, persist: false },
  });
};

export function useSchoolInformation(school: SchoolId | null) {
  return useQuery({ ...schoolInformationQuery(school ?? 1), enabled: school !== null });
}

/** Both brands, for the landing's school choice. */
export function useAllSchoolsInformation() {
  return useQueries({ queries: SCHOOL_IDS.map((id) => schoolInformationQuery(id)) });
}
