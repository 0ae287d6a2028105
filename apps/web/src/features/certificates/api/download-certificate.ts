import { certificateFileCall, type SchoolId } from '@lms/contract';
import { useDownloadMutation } from '../../../lib/api/call-query';
import { openFile } from '../../../lib/files/open-file';
import { certificateFileName } from '../utils/certificate-format';

export interface CertificateFile {
  archivo: string;
  ciclo: string;
}

/** archivos.constancia.estudios/{archivo}: opens a study certificate in the browser's viewer (or saves it). */
export function useOpenCertificate(school: SchoolId) {
  return useDownloadMutation(certificateFileCall, school, {
    params: ({ archivo }: CertificateFile) => ({ archivo }),
    onSuccess: (file, { ciclo }) => openFile(file, certificateFileName(ciclo)),
  });
}
