// The fields the triage endpoints share (issue 62). Reads are GET; writes are POST or PUT with a JSON body sent
// as `Content-Type: application/json` (a cross-site form cannot send that), answered with what they wrote. A write
// is a 400 naming the member that does not fit, 403 for a user whom the service does not let start runs, 404 for
// an unknown decision and 409 when it is based on an older version.
import { z } from 'zod/mini';
import { isHexId, isNumericId, normaliseHexId, padId } from '../ids';

export const about = (description: string) => ({ description });

/** A test case ID as a read's parameter, with or without its leading zeros (the reads pad it). */
export const caseIdParam = () =>
  z
    .string({ error: 'is required: the test case ID' })
    .check(z.refine(isNumericId, 'is not a test case ID (1 to 10 digits)'))
    .register(z.globalRegistry, { description: 'The test case ID, with or without its leading zeros.' });

export const runId = () =>
  z
    .string({ error: 'is required: a run ID' })
    .check(z.refine(isHexId, 'is not a run ID (32 hexadecimal characters)'), z.overwrite(normaliseHexId));
export const caseId = () =>
  z
    .string({ error: 'is required: a test case ID' })
    .check(z.refine(isNumericId, 'is not a test case ID (1 to 10 digits)'), z.overwrite(padId));
/** The version of what a write changes as the writer saw it: an older one is a 409. */
export const version = () =>
  z
    .int({ error: 'is required: the version of the decision you saw (0 for none)' })
    .check(z.nonnegative('is not a version'));
/** When something was done: an instant, `YYYY-MM-DDTHH:MM:SSZ`, on the same clock as the service's times. */
export const at = () => z.string().register(z.globalRegistry, about('An instant, YYYY-MM-DDTHH:MM:SSZ (UTC).'));
/** An SAP user ID, upper case. */
export const user = () => z.string();
