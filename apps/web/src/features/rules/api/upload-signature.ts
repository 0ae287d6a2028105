import { uploadSignatureCall, type SchoolId } from '@lms/contract';
import { apiUpload } from '../../../lib/api/api-files';

/** firma.add_archivo: the drawn signature as a PNG (multipart field `file`); answers the stored name. */
export function uploadSignature(school: SchoolId, png: Blob) {
  return apiUpload(uploadSignatureCall, { school, file: png, fileName: 'firma.png' });
}
