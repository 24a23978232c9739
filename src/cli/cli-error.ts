// How the command ends: exit codes a pipeline can act on, and the one error type that carries them.

export const EXIT = {
  /** Every gate holds (or none was given). */
  ok: 0,
  /** The run finished and a gate failed. */
  gateFailed: 1,
  /** Wrong usage, the service unreachable, sign-in or authorisation refused, the service refused the request. */
  problem: 2,
  /** Ctrl-C (128 + SIGINT), as shells report it; SIGTERM, as CI servers send on cancel, is 143. */
  interrupted: 130,
} as const;

export class CliError extends Error {
  constructor(
    message: string,
    readonly exitCode: number = EXIT.problem,
  ) {
    super(message);
    this.name = 'CliError';
  }
}

/** A usage error: says what is wrong and where the help is. */
export function usageError(problem: string, command: string): CliError {
  return new CliError(`${problem}\nSee: iftt-run ${command} --help`, EXIT.problem);
}

/** Why waiting stopped: a signal, as an abort reason (name AbortError) that knows its exit code. */
export class Interrupted extends Error {
  constructor(readonly exitCode: number) {
    super('Interrupted');
    this.name = 'AbortError';
  }
}
