import { useMutation } from '@tanstack/react-query';
import { fiscalFileCall, type SchoolId } from '@lms/contract';
import { apiDownload } from '../../../lib/api/api-files';
import { openFile } from '../../../lib/files/open-file';

/** archivos.constancia.fiscal/{nombre}: the stored PDF. */
export function downloadConstancia(school: SchoolId, nombre: string) {
  return apiDownload(fiscalFileCall, { school, params: { nombre } });
}

/** Opens the constancia in the browser's viewer (or saves it). */
export function useOpenConstancia(school: SchoolId) {
  return useMutation({
    mutationFn: (nombre: string) => downloadConstancia(school, nombre),
    onSuccess: (file) => openFile(file, 'constancia-situacion-fiscal.pdf'),
  });
}
