// A failure's signature: what failures with the same cause share, so that one triage decision covers them all.
import { z } from 'zod/mini';
import { MAX_OPTION_LENGTH } from '../query-options';

/**
 * The normalised message (analysis/failure-message.ts) and the automation object the failing case tests
 * (OBJDEFID), analysis/triage/failure-signature.ts says why.
 */
export const signatureSchema = z.object({
  OBJDEFID: z.string().check(z.maxLength(MAX_OPTION_LENGTH, 'is not an automation object')),
  cause: z.string().check(z.minLength(1, 'is empty: the normalised failure message'), z.maxLength(4000, 'is too long')),
});
export type Signature = z.output<typeof signatureSchema>;

/** A signature as one text, for search params and map keys: unambiguous whatever either part holds. */
export const signatureKey = (signature: Signature): string => JSON.stringify([signature.OBJDEFID, signature.cause]);

/** The signature a key names, or null when the text is not one. */
export function parseSignatureKey(key: string): Signature | null {
  try {
    const parts: unknown = JSON.parse(key);
    if (Array.isArray(parts) && parts.length === 2 && parts.every((part) => typeof part === 'string') && parts[1])
      return { OBJDEFID: parts[0] as string, cause: parts[1] as string };
  } catch {
    // Not JSON: not a key.
  }
  return null;
}
