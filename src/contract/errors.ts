// Error bodies and statuses of the service (docs/interface/decisions.md#errors-d8).
import { z } from 'zod/mini';

export const errorBodySchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.object({ lang: z.string(), value: z.string() }),
  }),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

/** Machine-readable codes the mock puts in `error.code`; a real system may send others. */
export const ERROR_CODES = {
  badRequest: 'BAD_REQUEST',
  csrf: 'CSRF_TOKEN_INVALID',
  /** The user may read but not start runs (the mock's `--read-only-users`). */
  notAuthorized: 'NOT_AUTHORIZED',
  notFound: 'NOT_FOUND',
  methodNotAllowed: 'METHOD_NOT_ALLOWED',
  payloadTooLarge: 'PAYLOAD_TOO_LARGE',
  unsupportedMediaType: 'UNSUPPORTED_MEDIA_TYPE',
  internal: 'INTERNAL_ERROR',
  /** The mock with `--data` could not make a run start durable; nothing was started. */
  notKept: 'RUN_NOT_KEPT',
} as const;

export const CSRF_HEADER = 'X-CSRF-Token';
/** Value of the CSRF header on a 403 that asks the client to fetch a new token. */
export const CSRF_REQUIRED = 'Required';
export const CSRF_FAILED_MESSAGE = 'CSRF token validation failed';

/** Largest request body the service accepts (413 beyond). */
export const MAX_BODY_BYTES = 1024 * 1024;
