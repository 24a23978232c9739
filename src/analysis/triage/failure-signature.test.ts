import { describe, expect, it } from 'vitest';
import { failureSignature } from './failure-signature';
import { ticketHref } from './ticket-link';

describe('a failure’s signature', () => {
  it('is the same for the same cause on the same automation object, whatever the numbers', () => {
    const first = failureSignature({ OBJDEFID: 'ZORDERS', MESSAGE: 'IDoc 0000000001852769 status 51' });
    expect(failureSignature({ OBJDEFID: 'ZORDERS', MESSAGE: 'IDoc 0000000009710940  status 51' })).toEqual(first);
    expect(first).toEqual({ OBJDEFID: 'ZORDERS', cause: 'IDoc <number> status 51' });
  });

  it('tells the same cause on two automation objects apart', () => {
    const message = 'Target system answered HTTP 500: Internal Server Error';
    expect(failureSignature({ OBJDEFID: 'ZORDERS', MESSAGE: message })).not.toEqual(
      failureSignature({ OBJDEFID: 'ZINVOIC', MESSAGE: message }),
    );
  });
});

describe('a ticket’s link', () => {
  it('puts the key into the pattern, encoded, and is none without either', () => {
    expect(ticketHref('https://jira.example.com/browse/{key}', 'INT-4711')).toBe(
      'https://jira.example.com/browse/INT-4711',
    );
    expect(ticketHref('https://t.example.com/?q={key}', 'A&B')).toBe('https://t.example.com/?q=A%26B');
    expect(ticketHref(null, 'INT-4711')).toBeNull();
    expect(ticketHref('https://jira.example.com/browse/{key}', '')).toBeNull();
  });
});
