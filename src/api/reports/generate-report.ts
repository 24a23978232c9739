import { useMutation } from '@tanstack/react-query';
import fileSaver from 'file-saver';
import type { ReportMembers } from '../../contract/requests';
import { postJson } from '../client/api-client';
import { fileNameOf } from '../client/content-disposition';

export { reportMembersSchema } from '../../contract/requests';

export interface GeneratedReport {
  blob: Blob;
  fileName: string;
}

/** Asks the service to build the execution report; the workbook comes back as a Blob with its file name. */
export async function generateReport(members: ReportMembers): Promise<GeneratedReport> {
  const response = await postJson('/testexecreport', { DATA: members });
  return { blob: await response.blob(), fileName: fileNameOf(response.headers.get('content-disposition'), 'test-execution-report.xlsx') };
}

/** Hands the workbook to the browser's download. */
export function saveReport(report: GeneratedReport): void {
  fileSaver.saveAs(report.blob, report.fileName);
}

export function useGenerateReport() {
  return useMutation({ mutationFn: generateReport, retry: false });
}
