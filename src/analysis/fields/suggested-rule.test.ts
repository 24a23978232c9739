import { describe, expect, it } from 'vitest';
import { businessLook, covers, previewRule, ruleExpression, ruleType, type PastFailure } from './suggested-rule';

describe('the rule a field suggests', () => {
  it('generalises a repeated segment where the ledger has the field at several positions, else keeps the path', () => {
    const ledger = ['$.items[0].lineId', '$.items[1].lineId', '$.createdAt'];
    expect(ruleExpression('$.items[1].lineId', ledger)).toBe('$.items[*].lineId');
    expect(ruleExpression('/IDOC/E1EDP01[2]/MENGE', ['/IDOC/E1EDP01[1]/MENGE'])).toBe('/IDOC/E1EDP01[*]/MENGE');
    // An EDIFACT qualifier looks like a position: alone in the ledger it stays as it is.
    expect(ruleExpression('DTM[2]/2380', ['DTM[2]/2380', '$.createdAt'])).toBe('DTM[2]/2380');
    expect(ruleExpression('$.createdAt', ledger)).toBe('$.createdAt');
    expect(covers('$.items[*].lineId', '$.items[7].lineId')).toBe(true);
    expect(covers('$.items[*].lineId', '$.items[7].other')).toBe(false);
    expect(covers('$.createdAt', '$.createdAt')).toBe(true);
  });

  it('warns where the field is named as business data, and asks for a Warning rather than an Ignore there', () => {
    expect(businessLook('/ORDERS05/IDOC/E1EDP01[1]/MENGE')).toBe('a quantity');
    expect(businessLook('$.soldTo.id')).toBe('a partner');
    expect(businessLook('/Envelope/Body/PurchaseOrderRequest/PurchaseOrder/ID')).toBe('a document number');
    expect(businessLook('H/CURRENCY (pos 69-71)')).toBe('a currency');
    for (const technical of ['/ORDERS05/IDOC/EDI_DC40/ARCKEY', '$.messageId', '/Envelope/Header/MessageHeader/UUID'])
      expect(businessLook(technical)).toBeUndefined();
    expect(ruleType('noise', '$.correlationId')).toBe('Ignore');
    expect(ruleType('noise', '$.items[0].quantity')).toBe('Warning');
    // A drift is a change on purpose: still seen, until the reference is taken again.
    expect(ruleType('drift', '$.correlationId')).toBe('Warning');
  });

  it('previews the failures it would have turned green, and what the others still fail on', () => {
    const failures: PastFailure[] = [
      { runId: 'R1', caseId: 'A', errorPaths: ['$.items[0].lineId'] },
      { runId: 'R1', caseId: 'B', errorPaths: ['$.items[1].lineId', '$.quantity'] },
      { runId: 'R2', caseId: 'A', errorPaths: ['$.items[0].lineId', '$.items[1].lineId'] },
      { runId: 'R2', caseId: 'C', errorPaths: ['$.quantity', '$.soldTo.id'] },
    ];
    expect(previewRule('$.items[*].lineId', failures)).toEqual({
      withField: 3,
      turnedGreen: 2,
      stillFailingOn: [{ path: '$.quantity', failures: 1 }],
    });
    expect(previewRule('$.items[0].lineId', failures)).toMatchObject({ withField: 2, turnedGreen: 1 });
  });
});
