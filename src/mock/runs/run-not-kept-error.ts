/** A run start whose records could not be made durable (`--data`): nothing was started, HTTP 503. */
export class RunNotKeptError extends Error {
  constructor() {
    super(
      'The service could not save this run in its data directory, so the run was not started and nothing changed. Reading still works; the service log says why, and the service needs a restart once its disk is fixed.',
    );
    this.name = 'RunNotKeptError';
  }
}
