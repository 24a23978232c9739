// What the counts-by-folder worker does, also run on the page where there are no workers (tests in jsdom).
import { countByFolder, type FolderCounts } from '../../../../analysis/case-counts';
import { setApiBaseUrl } from '../../../../client/http/runtime-config';
import { getCaseStatuses } from '../../../../client/test-cases/get-test-cases';
import type { PlainError } from '../../../components/data-table/row-set/protocol';
import { toPlainError } from '../../../components/data-table/row-set/serve-row-set';

export interface CountsByFolderRequest {
  baseUrl: string;
}

export type CountsByFolderAnswer = { ok: true; counts: Map<string, FolderCounts> } | { ok: false; error: PlainError };

/** Every test case's folder and last status, read whole and counted by folder; only the counts cross back. */
export async function readCountsByFolder({ baseUrl }: CountsByFolderRequest): Promise<CountsByFolderAnswer> {
  setApiBaseUrl(baseUrl);
  try {
    return { ok: true, counts: countByFolder(await getCaseStatuses({})) };
  } catch (error) {
    return { ok: false, error: toPlainError(error) };
  }
}
