// How close a text is to the longest the service accepts (the contract's limits), in words for the field.

/** The counter appears once this share of the limit is used, so it does not distract before it matters. */
const COUNTER_FROM = 0.9;

export interface LengthHint {
  /** e.g. "112 / 120"; undefined while far from the limit. */
  counter: string | undefined;
  /** Said once the limit is reached or passed (a link may pre-fill a longer text). */
  message: string | undefined;
}

export function lengthHint(length: number, max: number): LengthHint {
  return {
    counter: length >= Math.ceil(max * COUNTER_FROM) ? `${length} / ${max}` : undefined,
    message: lengthMessage(length, max),
  };
}

/** Also the validation error of a text that is too long, so the form never sends what the service refuses. */
export function lengthMessage(length: number, max: number): string | undefined {
  if (length > max) return `Too long: at most ${max} characters, this has ${length}. Remove ${length - max}.`;
  if (length === max) return `Limit reached: at most ${max} characters.`;
  return undefined;
}

/** A validation error only for a text past its limit; reaching the limit is fine. */
export function tooLong(text: string, max: number): string | undefined {
  return text.length > max ? lengthMessage(text.length, max) : undefined;
}
