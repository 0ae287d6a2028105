import { useCallback, useEffect, useSyncExternalStore } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { attendanceHistoryCall, attendanceListCall, attendanceSaveCall, type AttendanceMark, type SchoolId } from '@lms/contract';
import { apiRequest } from '../../../lib/api/api-client';
import { isApiError } from '../../../lib/api/api-error';
import { showErrorMessage } from '../../../lib/errors/feedback-store';
import { enqueueSave, flushQueue, queuedSaves, subscribeQueue, type QueuedSave, type SendResult } from '../utils/offline-queue';

async function send(save: QueuedSave): Promise<SendResult> {
  try {
    await apiRequest(attendanceSaveCall, { school: save.school, body: save.body });
    return { ok: true };
  } catch (error) {
    // No answer, or the server failing: try again later. A 4xx will not change by sending again.
    if (!isApiError(error) || error.status === 0 || error.status >= 500) return { ok: false, retry: true };
    return { ok: false, retry: false, message: error.serverMessage ?? error.message };
  }
}

/** The saves waiting on this phone (all groups), for the pending tags. */
export function useQueuedSaves() {
  return useSyncExternalStore(subscribeQueue, queuedSaves);
}

/**
 * Saving attendance that survives a bad signal (issue 10): every save is kept
 * on the phone with its id first, then sent; what could not be sent waits
 * and goes when the network returns (or the list opens again). The server
 * applies each id once, and a date no longer allowed is refused and shown.
 */
export function useSaveAttendance(school: SchoolId) {
  const queryClient = useQueryClient();

  const flush = useCallback(async () => {
    const refused = await flushQueue(send);
    await queryClient.invalidateQueries({ queryKey: [attendanceListCall.name, school] });
    await queryClient.invalidateQueries({ queryKey: [attendanceHistoryCall.name, school] });
    for (const r of refused) showErrorMessage(r.message);
    return refused;
  }, [queryClient, school]);

  useEffect(() => {
    const online = () => void flush();
    window.addEventListener('online', online);
    if (navigator.onLine && queuedSaves().length > 0) void flush();
    return () => window.removeEventListener('online', online);
  }, [flush]);

  /** Keeps the marks, then sends what is kept: 'sent', 'kept' (waits for the network) or 'refused' (already shown). */
  const save = useCallback(
    async (groupId: number, fecha: string, marks: readonly AttendanceMark[]): Promise<'sent' | 'kept' | 'refused'> => {
      const offline = !navigator.onLine;
      const id = crypto.randomUUID();
      enqueueSave({
        school,
        queuedAt: new Date().toISOString(),
        body: { id_grupo: groupId, fecha, asistencias: [...marks], id_envio: id, ...(offline ? { sin_conexion: true } : {}) },
      });
      if (offline) return 'kept';
      const refused = await flush();
      if (refused.some((r) => r.save.body.id_envio === id)) return 'refused';
      return queuedSaves().some((q) => q.body.id_envio === id) ? 'kept' : 'sent';
    },
    [flush, school],
  );

  return { save, flush };
}
