import { describe, expect, it } from 'vitest';
import { ApiError } from '../client/http/api-error';
import { getApiBaseUrl } from '../client/http/runtime-config';
import { connect, explainFailure } from './connection';

const connection = { apiBase: 'https://sap:44300/sap/bc/int4/iftt/v1', dashboardUrl: 'https://sap:44300', retries: 4 };

describe('the connection options', () => {
  it('point the API layer at the system, the dashboard link at its origin unless given', () => {
    expect(connect({ backend: 'https://sap:44300/some/path' }, {}, 'run')).toEqual({ ...connection, user: undefined });
    expect(getApiBaseUrl()).toBe('https://sap:44300/sap/bc/int4/iftt/v1');
    expect(
      connect({ 'dashboard-url': 'https://dash.example.com/' }, { IFTT_BACKEND: 'http://localhost:5173' }, 'run'),
    ).toMatchObject({ dashboardUrl: 'https://dash.example.com' });
  });

  it('take the dashboard from IFTT_DASHBOARD_URL, the option first', () => {
    const env = { IFTT_DASHBOARD_URL: 'https://dash.example.com/' };
    expect(connect({ backend: 'https://sap:44300' }, env, 'run').dashboardUrl).toBe('https://dash.example.com');
    expect(
      connect({ backend: 'https://sap:44300', 'dashboard-url': 'https://other.example.com' }, env, 'run').dashboardUrl,
    ).toBe('https://other.example.com');
    expect(() => connect({ backend: 'https://sap:44300' }, { IFTT_DASHBOARD_URL: 'dash' }, 'run')).toThrow(
      '--dashboard-url: "dash" is not a URL',
    );
  });

  it('refuse what cannot work, saying what to give', () => {
    const problems: [Record<string, string>, NodeJS.ProcessEnv, string][] = [
      [{}, {}, '--backend is missing'],
      [{ backend: 'sap:44300' }, {}, '--backend: "sap:44300" must start with http:// or https://'],
      [{ backend: 'https://sap', 'sap-client': '1000' }, {}, '--sap-client: "1000" must be three digits'],
      [{ backend: 'https://sap', retries: 'many' }, {}, '--retries: "many" must be a whole number from 0 to 20'],
      [{ backend: 'https://sap' }, { IFTT_USER: 'ci' }, 'IFTT_USER is set but IFTT_PASSWORD is not'],
    ];
    for (const [values, env, message] of problems) expect(() => connect(values, env, 'run')).toThrow(message);
  });
});

const failure = (status: number, detail?: string) =>
  explainFailure(new ApiError(status, 'X', 'The service said no.', 'POST /testruns', detail), connection, 5).message;

describe('failures explained', () => {
  it('tells how to sign in or whom to ask', () => {
    expect(failure(401)).toContain('Set IFTT_USER and IFTT_PASSWORD');
    expect(failure(403)).toBe(
      "You are not authorised for POST /testruns on https://sap:44300 (HTTP 403): The service said no. Ask the system's administrators for the test automation role.",
    );
  });

  it('points at NODE_EXTRA_CA_CERTS when the certificate is not trusted', () => {
    expect(failure(0, 'fetch failed: unable to get local issuer certificate')).toContain(
      'iftt/v1: fetch failed: unable to get local issuer certificate. The certificate is not trusted: if a company CA signed it, point NODE_EXTRA_CA_CERTS',
    );
    expect(failure(0, 'fetch failed: getaddrinfo ENOTFOUND sap')).toBe(
      'Cannot reach the service at https://sap:44300/sap/bc/int4/iftt/v1 (tried 5 times): fetch failed: getaddrinfo ENOTFOUND sap. Check --backend, and that the pipeline agent can reach the system (proxy, firewall, VPN).',
    );
  });
});
