// A write's body as its endpoint's schema reads it: JSON sent as such (a cross-site form cannot send that type,
// so a browser signed in to the service cannot be made to write by another site), small, and checked, each
// member that does not fit told back by its path.
import type { z } from 'zod/mini';
import { NUL_NOT_ALLOWED, nulPath } from '../../../contract/nul-character';

/** Decisions and rules are a few hundred characters; this is far above any of them. */
export const MAX_BODY_CHARS = 64 * 1024;

export type BodyReading<B> =
  { ok: true; body: B } | { ok: false; status: 400 | 413 | 415; code: string; problem: string };

export async function readBody<S extends z.ZodMiniType>(
  schema: S,
  request: Request,
): Promise<BodyReading<z.output<S>>> {
  const type = (request.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
  if (type !== 'application/json')
    return {
      ok: false,
      status: 415,
      code: 'UNSUPPORTED_MEDIA_TYPE',
      problem: 'Send the body as JSON, with the header Content-Type: application/json.',
    };
  const text = await request.text();
  if (text.length > MAX_BODY_CHARS)
    return {
      ok: false,
      status: 413,
      code: 'BODY_TOO_LARGE',
      problem: `The body is over ${MAX_BODY_CHARS} characters.`,
    };
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { ok: false, status: 400, code: 'BAD_BODY', problem: 'The body is not JSON.' };
  }
  if (typeof json !== 'object' || json === null || Array.isArray(json))
    return { ok: false, status: 400, code: 'BAD_BODY', problem: 'The body must be a JSON object.' };
  // Before the schema, so that no member of any endpoint takes one to the store (contract/nul-character.ts).
  const nul = nulPath(json);
  if (nul)
    return {
      ok: false,
      status: 400,
      code: 'BAD_BODY',
      problem: `${JSON.stringify(nul.join('.'))} ${NUL_NOT_ALLOWED}.`,
    };
  const parsed = schema.safeParse(json);
  if (parsed.success) return { ok: true, body: parsed.data };
  const sentences = parsed.error.issues.map((issue) =>
    issue.path.length > 0 ? `"${issue.path.join('.')}" ${issue.message}.` : `The body ${issue.message}.`,
  );
  return { ok: false, status: 400, code: 'BAD_BODY', problem: sentences.join(' ') };
}
