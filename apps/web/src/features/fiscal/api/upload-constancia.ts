import { uploadConstanciaCall, type SchoolId } from '@lms/contract';
import { useUploadMutation } from '../../../lib/api/call-query';

/**
 * guardar.constancia: the PDF as multipart field `file`; answers the stored
 * name. A refused file shows in the red dialog: not a PDF by content, the
 * server's message; over 5 MB, it is refused before sending, with the server's 413 text.
 */
export function useUploadConstancia(school: SchoolId) {
  return useUploadMutation(uploadConstanciaCall, school);
}
