/** A run request that is well-formed but does not fit the data (unknown IDs, stray variables): HTTP 400. */
export class RunRequestError extends Error {
  constructor(readonly problems: string[]) {
    super(problems.join('; '));
    this.name = 'RunRequestError';
  }
}
