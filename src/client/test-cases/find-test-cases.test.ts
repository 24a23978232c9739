import { describe, expect, it } from 'vitest';
import { setupMockServer } from '../../web/testing/mock-server';
import { findTestCases } from './find-test-cases';

const mock = setupMockServer();

describe('findTestCases', () => {
  it('answers the first matches and says there are more, without the rest', async () => {
    const all = [...mock.service.store.testCases.values()].filter((testCase) =>
      testCase.DESCR.toLowerCase().includes('order'),
    );
    expect(all.length).toBeGreaterThan(5);
    const { found, more } = await findTestCases({ q: 'order' }, 5);
    expect(found).toHaveLength(5);
    expect(more).toBe(true);
    for (const testCase of found) expect(testCase.DESCR.toLowerCase()).toContain('order');
  });

  it('answers every match when there are few', async () => {
    const { found, more } = await findTestCases({ CASEID: '100003' }, 5);
    expect(found.map((testCase) => testCase.CASEID)).toEqual(['0000100003']);
    expect(more).toBe(false);
  });
});
