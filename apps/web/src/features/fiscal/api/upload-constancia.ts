import { useMutation } from '@tanstack/react-query';
import { uploadConstanciaCall, type SchoolId } from '@lms/contract';
import { apiUpload } from '../../../lib/api/api-files';

/** guardar.constancia: the PDF as multipart field `file`; answers the stored name. */
export function uploadConstancia(school: SchoolId, file: File) {
  return apiUpload(uploadConstanciaCall, { school, file, fileName: file.name });
}

/** A refused file (not a PDF by content, over 5 MB) shows the server's message in the red dialog. */
export function useUploadConstancia(school: SchoolId) {
  return useMutation({ mutationFn: (file: File) => uploadConstancia(school, file) });
}
