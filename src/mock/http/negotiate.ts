// Response encoding: JSON by default, XML when the client's `Accept` prefers `application/xml`
// (docs/interface/rest-v1.md#conventions-r1, docs/interface/decisions.md#addresses-ids-and-xml-d1).
import type { ErrorBody } from '../../contract/errors';
import { preferredMediaType } from './accept';
import type { HttpError } from './http-error';
import { encodedDataBody, encodedDataStream, jsonDataStream } from './json-stream';
import { toXml } from './xml';

export const JSON_TYPE = 'application/json; charset=utf-8';
export const XML_TYPE = 'application/xml; charset=utf-8';
/** On every answer negotiated here: a cache keeps its JSON and its XML apart, and never hands one for the other. */
const VARY = { vary: 'Accept' };

/** The forms a read or error is offered in, JSON first: the default when `Accept` prefers neither. */
const OFFERS = ['application/json', 'application/xml', 'text/xml'] as const;

/** XML when `Accept` prefers it to JSON, q-values weighed (accept.ts). */
export function wantsXml(accept: string | null | undefined): boolean {
  return preferredMediaType(accept, OFFERS) !== 'application/json';
}

/** Longer lists are streamed (see json-stream.ts); short ones are one string with a Content-Length. */
const STREAM_FROM_RECORDS = 2_000;

export function dataResponse(
  request: Request,
  records: readonly unknown[],
  status = 200,
  headers: Record<string, string> = {},
): Response {
  if (wantsXml(request.headers.get('accept')))
    return new Response(toXml('DATA', records), {
      status,
      headers: { 'content-type': XML_TYPE, ...VARY, ...headers },
    });
  const body = records.length >= STREAM_FROM_RECORDS ? jsonDataStream(records) : JSON.stringify({ DATA: records });
  return new Response(body, { status, headers: { 'content-type': JSON_TYPE, ...VARY, ...headers } });
}

/** A list whose JSON records are written elsewhere (and may be kept there); XML is made from `toRecord`'s objects. */
export function encodedDataResponse<T>(
  request: Request,
  items: readonly T[],
  forms: { toRecord: (item: T) => unknown; toJson: (item: T) => Uint8Array },
): Response {
  if (wantsXml(request.headers.get('accept'))) return dataResponse(request, items.map(forms.toRecord));
  const jsonAt = (index: number) => forms.toJson(items[index]!);
  const body =
    items.length >= STREAM_FROM_RECORDS
      ? encodedDataStream(items.length, jsonAt)
      : encodedDataBody(items.length, jsonAt);
  return new Response(body, { headers: { 'content-type': JSON_TYPE, ...VARY } });
}

export function errorResponse(request: Request, error: HttpError): Response {
  const body: ErrorBody = { error: { code: error.code, message: { lang: 'en', value: error.message } } };
  const xml = wantsXml(request.headers.get('accept'));
  const headers = { 'content-type': xml ? XML_TYPE : JSON_TYPE, ...VARY, ...error.headers };
  return new Response(xml ? toXml('error', body.error) : JSON.stringify(body), { status: error.status, headers });
}
