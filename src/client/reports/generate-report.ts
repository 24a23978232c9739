import { useMutation } from '@tanstack/react-query';
import fileSaver from 'file-saver';
import { REPORT_MIME_TYPE, type ReportMembers } from '../../contract/requests';
import { ApiError, textOfHtml } from '../http/api-error';
import { postJson } from '../http/api-client';
import { fileNameOf } from '../http/content-disposition';

export { reportMembersSchema } from '../../contract/requests';

export interface GeneratedReport {
  blob: Blob;
  fileName: string;
}

const ENDPOINT = 'POST /testexecreport';

/**
 * Asks the service to build the execution report; the workbook comes back as a Blob with its file name.
 * A 200 that is not a workbook (a proxy's logon page, say) is an ApiError, never saved as a broken .xlsx.
 */
export async function generateReport(members: ReportMembers): Promise<GeneratedReport> {
  const response = await postJson('/testexecreport', { DATA: members });
  const type = response.headers.get('content-type') ?? '';
  if (!type.toLowerCase().startsWith(REPORT_MIME_TYPE)) throw await notAWorkbook(response, type);
  return {
    blob: await response.blob(),
    fileName: fileNameOf(response.headers.get('content-disposition'), 'test-execution-report.xlsx'),
  };
}

async function notAWorkbook(response: Response, type: string): Promise<ApiError> {
  const text = await response.text().catch(() => '');
  const page = type.includes('html') ? textOfHtml(text) : '';
  const what = type ? `"${type.split(';')[0]!.trim()}"` : 'a response without a content type';
  const message = `The server answered with ${what}${page ? ` (${page})` : ''} instead of an Excel workbook; perhaps a sign-in page or a proxy is in the way. Reload the page and try again.`;
  return new ApiError(response.status, 'UNEXPECTED_RESPONSE', message, ENDPOINT, text.slice(0, 2000) || undefined);
}

/** Hands the workbook to the browser's download. */
export function saveReport(report: GeneratedReport): void {
  fileSaver.saveAs(report.blob, report.fileName);
}

export function useGenerateReport() {
  return useMutation({ mutationFn: generateReport, retry: false });
}
