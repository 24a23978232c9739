// A triage request the store will not carry out, with the status and the sentence its answer gives.
export class TriageProblem extends Error {
  constructor(
    readonly status: 400 | 404 | 409,
    readonly code: 'BAD_BODY' | 'NOT_FOUND' | 'CONFLICT',
    message: string,
  ) {
    super(message);
  }
}

export const conflict = (message: string) => new TriageProblem(409, 'CONFLICT', message);
export const notFound = (message: string) => new TriageProblem(404, 'NOT_FOUND', message);
export const badBody = (message: string) => new TriageProblem(400, 'BAD_BODY', message);
