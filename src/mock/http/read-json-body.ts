// Reads a POST's JSON body with the service's limits: JSON only (415), at most 1 MiB (413), valid JSON (400)
// without a NUL character (400, contract/nul-character.ts).
import { ERROR_CODES, MAX_BODY_BYTES } from '../../contract/errors';
import { NUL_NOT_ALLOWED, nulPath } from '../../contract/nul-character';
import { HttpError, badRequest } from './http-error';

const tooLarge = () =>
  new HttpError(413, ERROR_CODES.payloadTooLarge, `Request body is larger than ${MAX_BODY_BYTES / 1024 / 1024} MiB`);

export async function readJsonBody(request: Request): Promise<unknown> {
  const type = request.headers.get('content-type') ?? '';
  if (!/^application\/([\w.+-]+\+)?json\s*(;|$)/i.test(type)) {
    throw new HttpError(
      415,
      ERROR_CODES.unsupportedMediaType,
      `Content-Type must be application/json, not '${type.slice(0, 80) || 'none'}'`,
    );
  }
  const declared = Number(request.headers.get('content-length') ?? 0);
  if (declared > MAX_BODY_BYTES) throw tooLarge();
  const text = await readLimited(request);
  if (text.trim() === '') throw badRequest('Request body is empty: send a JSON object with a DATA member');
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch (error) {
    throw badRequest(`Request body is not valid JSON: ${(error as Error).message}`);
  }
  const nul = nulPath(body);
  if (nul) throw badRequest(`Request body member ${JSON.stringify(nul.join('.')).slice(1, -1)} ${NUL_NOT_ALLOWED}`);
  return body;
}

async function readLimited(request: Request): Promise<string> {
  if (!request.body) return '';
  const reader = request.body.getReader();
  const decoder = new TextDecoder('utf-8', { fatal: false });
  let received = 0;
  let text = '';
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    received += value.byteLength;
    if (received > MAX_BODY_BYTES) {
      await reader.cancel();
      throw tooLarge();
    }
    text += decoder.decode(value, { stream: true });
  }
  return text + decoder.decode();
}
