import { useRef, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { uploadVideoCall, type SchoolId } from '@lms/contract';
import { apiUploadWithProgress } from '../../../lib/api/upload-progress';
import { showError, showSuccess } from '../../../lib/errors/feedback-store';
import { videoRequestQuery } from './video-request';

/**
 * subir.video with its progress (0 to 1 while sending, null otherwise) and a
 * way to cancel. On success the card's request is read again: the server
 * then asks for no video, and the card goes.
 */
export function useUploadVideo(school: SchoolId, teacherId: number, groupId: number) {
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState<number | null>(null);
  const controller = useRef<AbortController | null>(null);
  const request = videoRequestQuery(school, teacherId);
  const mutation = useMutation({
    mutationFn: (file: File) => {
      controller.current = new AbortController();
      setProgress(0);
      return apiUploadWithProgress(
        uploadVideoCall,
        { school, file, fileName: file.name, params: { id_usuario: teacherId, id_grupo: groupId }, signal: controller.current.signal },
        (sent, total) => setProgress(total > 0 ? sent / total : 0),
      );
    },
    onSuccess: (answer) => showSuccess(answer.message),
    // A cancelled upload is the teacher's own choice: nothing to say.
    onError: (error) => {
      if (!controller.current?.signal.aborted) showError(error);
    },
    onSettled: async () => {
      setProgress(null);
      await queryClient.invalidateQueries({ queryKey: request.queryKey });
    },
    meta: { silent: true },
  });
  return {
    upload: (file: File) => mutation.mutate(file),
    uploading: mutation.isPending,
    progress,
    cancel: () => controller.current?.abort(),
  };
}
