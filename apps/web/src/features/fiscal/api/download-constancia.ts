import { fiscalFileCall, type SchoolId } from '@lms/contract';
import { useDownloadMutation } from '../../../lib/api/call-query';
import { openFile } from '../../../lib/files/open-file';

/** archivos.constancia.fiscal/{nombre}: opens the stored PDF in the browser's viewer (or saves it). */
export function useOpenConstancia(school: SchoolId) {
  return useDownloadMutation(fiscalFileCall, school, {
    params: (nombre: string) => ({ nombre }),
    onSuccess: (file) => openFile(file, 'constancia-situacion-fiscal.pdf'),
  });
}
