import { afterEach, describe, expect, it } from 'vitest';
import { apiCredentials, getApiBaseUrl, setApiBaseUrl } from './runtime-config';

const original = getApiBaseUrl();
afterEach(() => setApiBaseUrl(original));

describe('cookies with API requests', () => {
  it('sends them only to the page’s own origin when the base URL is a path or on that origin', () => {
    setApiBaseUrl('/sap/bc/int4/iftt/v1');
    expect(apiCredentials()).toBe('same-origin');
    setApiBaseUrl(`${window.location.origin}/sap/bc/int4/iftt/v1`);
    expect(apiCredentials()).toBe('same-origin');
  });

  it('includes them for a base URL on another origin, which must allow credentials', () => {
    setApiBaseUrl('https://sap-host.example.com:44300/sap/bc/int4/iftt/v1');
    expect(apiCredentials()).toBe('include');
  });
});
