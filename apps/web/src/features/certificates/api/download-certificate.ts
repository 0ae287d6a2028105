import { useMutation } from '@tanstack/react-query';
import { certificateFileCall, type SchoolId } from '@lms/contract';
import { apiDownload } from '../../../lib/api/api-files';
import { openFile } from '../../../lib/files/open-file';
import { certificateFileName } from '../utils/certificate-format';

/** archivos.constancia.estudios/{archivo}: the generated PDF. */
export function downloadCertificate(school: SchoolId, archivo: string) {
  return apiDownload(certificateFileCall, { school, params: { archivo } });
}

export interface CertificateFile {
  archivo: string;
  ciclo: string;
}

/** Opens a study certificate in the browser's viewer (or saves it). */
export function useOpenCertificate(school: SchoolId) {
  return useMutation({
    mutationFn: ({ archivo }: CertificateFile) => downloadCertificate(school, archivo),
    onSuccess: (file, { ciclo }) => openFile(file, certificateFileName(ciclo)),
  });
}
