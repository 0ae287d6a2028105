import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { NotificationPreferences } from '@lms/contract';
import { readPreferences, writePreferences } from '../../../lib/push/preferences-store';

const KEY = ['notification-preferences'] as const;

/** The device's notification preferences (IndexedDB, never the server). */
export function useNotificationPreferences() {
  return useQuery({ queryKey: KEY, queryFn: readPreferences, staleTime: Infinity, meta: { silent: true } });
}

export function useSaveNotificationPreferences() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (prefs: NotificationPreferences) => {
      await writePreferences(prefs);
      return prefs;
    },
    // The switch moves at once; a failed write puts it back.
    onMutate: (prefs) => {
      const previous = client.getQueryData<NotificationPreferences>(KEY);
      client.setQueryData(KEY, prefs);
      return { previous };
    },
    onError: (_error, _prefs, context) => {
      if (context?.previous) client.setQueryData(KEY, context.previous);
    },
  });
}
