import { auditExportCall, type SchoolId } from '@lms/contract';
import { useDownloadMutation } from '../../../lib/api/call-query';
import { downloadFile } from '../../../lib/files/open-file';

export interface AuditPeriod {
  desde: string;
  hasta: string;
}

/** auditoria.exportar: the period's changes as a spreadsheet, saved on the device. */
export function useExportAudit(school: SchoolId) {
  return useDownloadMutation(auditExportCall, school, {
    query: ({ desde, hasta }: AuditPeriod) => ({ desde, hasta }),
    onSuccess: (file, { desde, hasta }) => downloadFile(file, `auditoria-${desde}-a-${hasta}.xlsx`),
  });
}
