import { describe, expect, it } from 'vitest';
import { CookieJar } from './cookie-jar';

describe('the cookie jar of the Node transport', () => {
  it('sends back what the service set, replaces values and forgets removed or expired cookies', () => {
    let now = Date.parse('2026-11-20T10:00:00Z');
    const jar = new CookieJar(() => now);
    expect(jar.header()).toBeUndefined();
    jar.store([
      'SAP_SESSIONID_S4Q_100=abc=def; Path=/; HttpOnly; SameSite=Lax',
      'sap-usercontext=sap-client=100; path=/',
      'short=1; Max-Age=60',
    ]);
    expect(jar.header()).toBe('SAP_SESSIONID_S4Q_100=abc=def; sap-usercontext=sap-client=100; short=1');
    jar.store(['SAP_SESSIONID_S4Q_100=new; Path=/', 'sap-usercontext=; Expires=Thu, 01 Jan 1970 00:00:00 GMT']);
    now += 61_000;
    expect(jar.header()).toBe('SAP_SESSIONID_S4Q_100=new');
    jar.store(['SAP_SESSIONID_S4Q_100=; Max-Age=0']);
    expect(jar.header()).toBeUndefined();
  });
});
