// An error the service answers with: status, machine code and a message a person can act on.
import { ERROR_CODES } from '../../contract/errors';

export class HttpError extends Error {
  constructor(
    readonly status: 400 | 401 | 403 | 404 | 405 | 413 | 415 | 500 | 503,
    readonly code: string,
    message: string,
    readonly headers: Readonly<Record<string, string>> = {},
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const badRequest = (message: string) => new HttpError(400, ERROR_CODES.badRequest, message);
export const notFound = (message: string) => new HttpError(404, ERROR_CODES.notFound, message);
