import { useMutation } from '@tanstack/react-query';
import { uploadConstanciaCall, type SchoolId } from '@lms/contract';
import { apiUpload } from '../../../lib/api/api-files';

/** guardar.constancia: the PDF as multipart field `file`; answers the stored name. */
export function uploadConstancia(school: SchoolId, file: File) {
  return apiUpload(uploadConstanciaCall, { school, file, fileName: file.name });
}

/**
 * A refused file shows in the red dialog: not a PDF by content, the server's
 * message; over 5 MB, apiUpload refuses it before sending, with the server's 413 text.
 */
export function useUploadConstancia(school: SchoolId) {
  return useMutation({ mutationFn: (file: File) => uploadConstancia(school, file) });
}
