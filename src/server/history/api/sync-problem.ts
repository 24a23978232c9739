// A request about the sync it will not carry out now, with its status, the sentence its answer gives, and headers.
export class SyncProblem extends Error {
  constructor(
    readonly status: 429,
    readonly code: 'TOO_SOON',
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}
