import { describe, expect, it } from 'vitest';
import { SUGGESTION_WEIGHTS, suggestionReason, suggestionScore } from './suggestion-score';

describe("a suggestion's score and reason", () => {
  it('weighs message, fields and interface, leaving the fields out where neither failure had one fail', () => {
    expect(suggestionScore({ message: 1, fields: 1, sameInterface: true })).toBeCloseTo(1);
    expect(suggestionScore({ message: 1, fields: 0, sameInterface: true })).toBeCloseTo(1 - SUGGESTION_WEIGHTS.fields);
    // No fields on either side: message and interface alone, so a perfect pair still scores 1.
    expect(suggestionScore({ message: 1, fields: null, sameInterface: true })).toBeCloseTo(1);
    expect(suggestionScore({ message: 0.5, fields: null, sameInterface: false })).toBeCloseTo(
      (0.5 * SUGGESTION_WEIGHTS.message) / (SUGGESTION_WEIGHTS.message + SUGGESTION_WEIGHTS.object),
    );
  });

  it('says which fields, how alike the message and whether the interface is the same', () => {
    expect(
      suggestionReason({ message: 0.921, fields: 1, sharedFields: ['/Order/DeliveryDate'], sameInterface: true }),
    ).toBe('same field /Order/DeliveryDate differs; message 92% alike; same interface');
    expect(
      suggestionReason({ message: 0.5, fields: 0.75, sharedFields: ['/A', '/B', '/C'], sameInterface: false }),
    ).toBe('same fields /A, /B and 1 more differ; message 50% alike; another interface');
    expect(suggestionReason({ message: 0.4, fields: 0, sharedFields: [], sameInterface: true })).toBe(
      'other fields differ; message 40% alike; same interface',
    );
    expect(suggestionReason({ message: 0.4, fields: null, sharedFields: [], sameInterface: true })).toBe(
      'message 40% alike; same interface',
    );
  });
});
