import { queryOptions, useQuery } from '@tanstack/react-query';
import { getRaw } from '../http/api-client';
import { fileNameOf } from '../http/content-disposition';
import { testCaseKeys } from '../query-keys';

export interface Payload {
  text: string;
  contentType: string;
  fileName: string;
  /** Bytes. */
  size: number;
}

const path = (caseId: string, contentId: string) =>
  `/testcases/${encodeURIComponent(caseId)}/contenttypes/${encodeURIComponent(contentId)}`;

/** One payload as text, with its content type and the server's file name. */
export async function getPayload(caseId: string, contentId: string, signal?: AbortSignal): Promise<Payload> {
  const response = await getRaw(path(caseId, contentId), { signal });
  const buffer = await response.arrayBuffer();
  return {
    text: new TextDecoder().decode(buffer),
    contentType: response.headers.get('content-type') ?? 'application/octet-stream',
    fileName: fileNameOf(response.headers.get('content-disposition'), `${caseId}-${contentId}.txt`),
    size: buffer.byteLength,
  };
}

/** The payload as a Blob for saving, byte for byte as the server sent it. */
export async function fetchPayloadBlob(caseId: string, contentId: string): Promise<{ blob: Blob; fileName: string }> {
  const response = await getRaw(path(caseId, contentId));
  return {
    blob: await response.blob(),
    fileName: fileNameOf(response.headers.get('content-disposition'), `${caseId}-${contentId}.txt`),
  };
}

export function payloadQueryOptions(caseId: string, contentId: string) {
  return queryOptions({
    queryKey: testCaseKeys.payload(caseId, contentId),
    queryFn: ({ signal }) => getPayload(caseId, contentId, signal),
    // A payload never changes once written.
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function usePayload(caseId: string, contentId: string | undefined) {
  return useQuery({ ...payloadQueryOptions(caseId, contentId ?? ''), enabled: Boolean(contentId) });
}
