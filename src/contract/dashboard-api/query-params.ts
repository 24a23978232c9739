// The search params several endpoints of the dashboard's API share, each with the message a person gets when a
// value does not fit. Each call makes a fresh schema, so every endpoint can describe its own param.
import { z } from 'zod/mini';
import { RUN_TYPES } from '../codes';

const RUN_TYPE_CODES = Object.keys(RUN_TYPES) as [string, ...string[]];
const NOT_A_RUN_TYPE = `is not a run type: one of ${RUN_TYPE_CODES.join(', ')}`;

/** An SAP user name is at most 12 characters. */
export const SAP_USER_LENGTH = 12;

/** One run type code, or (with `orNone`) empty for all. */
export const runTypeParam = ({ orNone = false } = {}) =>
  z.enum(orNone ? ['', ...RUN_TYPE_CODES] : RUN_TYPE_CODES, { error: NOT_A_RUN_TYPE });

/** Run type codes, repeated; none for all. */
export const runTypesParam = () => z._default(z.array(runTypeParam()), []);

/** Who started the runs; empty for anyone. */
export const sapUserParam = () =>
  z._default(
    z.string().check(z.maxLength(SAP_USER_LENGTH, `is longer than an SAP user name (${SAP_USER_LENGTH} characters)`)),
    '',
  );

/** Why `user` cannot be asked for, in the words that follow the field's name (as the API says it); none when it can. */
export function sapUserProblem(user: string): string | undefined {
  const result = z.safeParse(sapUserParam(), user);
  return result.success ? undefined : result.error.issues[0]!.message;
}
