import { describe, expect, it } from 'vitest';
import { normaliseFailureMessage } from './failure-message';

describe('normaliseFailureMessage', () => {
  it('groups IDoc failures that differ only in the IDoc number, keeping the status that names the cause', () => {
    expect(normaliseFailureMessage('IDoc 0000000001852769 status 51: Application document not posted')).toBe(
      'IDoc <number> status 51: Application document not posted',
    );
    expect(normaliseFailureMessage('IDoc 0000000009710940 status 51: Application document not posted')).toBe(
      normaliseFailureMessage('IDoc 0000000001852769 status 51: Application document not posted'),
    );
    expect(normaliseFailureMessage('IDoc 0000000009710940 status 56: EDI partner profile not available')).not.toBe(
      normaliseFailureMessage('IDoc 0000000001852769 status 51: Application document not posted'),
    );
  });

  it('keeps HTTP codes and masks counts and durations', () => {
    expect(normaliseFailureMessage('Target system answered HTTP 500: Internal Server Error')).toBe(
      'Target system answered HTTP 500: Internal Server Error',
    );
    expect(normaliseFailureMessage('Field comparison failed: 2 unexpected differences in output message')).toBe(
      'Field comparison failed: <number> unexpected differences in output message',
    );
    expect(normaliseFailureMessage('Output message not found in middleware within 120 s')).toBe(
      'Output message not found in middleware within <number> s',
    );
  });

  it('masks message IDs, GUIDs, dates and times', () => {
    expect(normaliseFailureMessage('Message 4F2A9C01B7E34D5A8C6E0F1A2B3C4D5E failed at 2026-11-20T17:05:09Z')).toBe(
      'Message <id> failed at <date>T<time>',
    );
    expect(normaliseFailureMessage('Lock by 6f1c2a34-9b7d-4e21-a0c3-5d8e9f0a1b2c since 20.11.2026 07:15')).toBe(
      'Lock by <id> since <date> <time>',
    );
  });

  it('masks document numbers glued to letters, keeps codes like ORDERS05 and quoted values', () => {
    expect(normaliseFailureMessage('Database validation failed: table VBAK has no entry for order SO0000123456')).toBe(
      'Database validation failed: table VBAK has no entry for order SO<number>',
    );
    expect(normaliseFailureMessage('Mapping error: value "EA" not found in value mapping UOM_ISO for ORDERS05')).toBe(
      'Mapping error: value "EA" not found in value mapping UOM_ISO for ORDERS05',
    );
  });

  it('collapses spaces and leaves a message without variable parts as it is', () => {
    expect(normaliseFailureMessage('  Aborted:   landscape\nnot reachable ')).toBe('Aborted: landscape not reachable');
    expect(normaliseFailureMessage('')).toBe('');
  });
});
