// Where the service is and who asks: the options every command shares, the API layer set up for Node,
// and failures turned into messages a person running a pipeline can act on.
import { ApiError } from '../client/http/api-error';
import { createNodeTransport } from '../client/node/node-transport';
import { setApiBaseUrl } from '../client/http/runtime-config';
import { setTransport } from '../client/http/transport';
import { SERVICE_BASE_PATH } from '../contract/base-path';
import { CliError, usageError } from './cli-error';

export const CONNECTION_OPTIONS = {
  backend: { type: 'string' },
  'sap-client': { type: 'string' },
  'dashboard-url': { type: 'string' },
  retries: { type: 'string' },
  help: { type: 'boolean', short: 'h' },
} as const;

/** Which folders and test cases a command is about: the same words for `run` and `report`. */
export const SELECTION_OPTIONS = {
  folder: { type: 'string', multiple: true },
  'include-subfolders': { type: 'boolean' },
  'test-case': { type: 'string', multiple: true },
} as const;

export const CONNECTION_HELP = `Connection:
  --backend URL          the system's base URL, e.g. https://sap-host:44300 (or IFTT_BACKEND); the bundled
                         mock when it is the dashboard's own server, e.g. http://localhost:5173
  --sap-client NNN       SAP client of the system (or IFTT_SAP_CLIENT)
  --dashboard-url URL    the dashboard's server (or IFTT_DASHBOARD_URL): the summary's links, and the
                         team's triage of the failures (known issues, quarantine) that the gates respect;
                         default: the backend's origin (a dashboard server when it serves the bundled mock)
  --retries N            attempts after the first while the service cannot be reached (default 4)
  IFTT_USER, IFTT_PASSWORD  Basic-auth user and password, from the environment only (never on the
                         command line, where other users and logs would see them)
  NODE_EXTRA_CA_CERTS    a PEM file with the company's CA certificates, for systems it signed`;

export interface Connection {
  /** The API's base URL, e.g. https://sap-host:44300/sap/bc/int4/iftt/v1 */
  apiBase: string;
  dashboardUrl: string;
  retries: number;
  user?: string | undefined;
}

interface ConnectionValues {
  backend?: string | undefined;
  'sap-client'?: string | undefined;
  'dashboard-url'?: string | undefined;
  retries?: string | undefined;
}

function httpUrl(value: string, option: string, command: string): URL {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw usageError(`${option}: "${value}" is not a URL; give one such as https://sap-host:44300`, command);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw usageError(`${option}: "${value}" must start with http:// or https://`, command);
  return url;
}

/** Reads the connection options and points the API layer at the system, with its cookies and sign-in. */
export function connect(values: ConnectionValues, env: NodeJS.ProcessEnv, command: string): Connection {
  const backendText = values.backend ?? env.IFTT_BACKEND;
  if (!backendText)
    throw usageError('--backend is missing: give the system, e.g. --backend https://sap-host:44300', command);
  const backend = httpUrl(backendText, '--backend', command);
  const sapClient = values['sap-client'] ?? (env.IFTT_SAP_CLIENT || undefined);
  if (sapClient !== undefined && !/^\d{3}$/.test(sapClient))
    throw usageError(`--sap-client: "${sapClient}" must be three digits, e.g. 100`, command);
  const dashboardUrl = httpUrl(
    values['dashboard-url'] ?? (env.IFTT_DASHBOARD_URL || backend.origin),
    '--dashboard-url',
    command,
  ).href.replace(/\/+$/, '');
  const retries = Number(values.retries ?? 4);
  if (!Number.isInteger(retries) || retries < 0 || retries > 20)
    throw usageError(`--retries: "${values.retries}" must be a whole number from 0 to 20`, command);
  const user = env.IFTT_USER || undefined;
  const password = env.IFTT_PASSWORD || undefined;
  if (Boolean(user) !== Boolean(password))
    throw usageError(
      user
        ? 'IFTT_USER is set but IFTT_PASSWORD is not: set both, or neither'
        : 'IFTT_PASSWORD is set but IFTT_USER is not: set both, or neither',
      command,
    );
  const apiBase = `${backend.origin}${SERVICE_BASE_PATH}`;
  setApiBaseUrl(apiBase);
  const credentials = user && password ? { user, password } : undefined;
  const service = createNodeTransport({ credentials, sapClient });
  // The dashboard's own API is asked by path (/api/…), as the browser asks the page's origin. It gets the
  // credentials, since it asks the service whether they may read, but neither the service's cookies nor the
  // SAP client: its server has its own, and its API refuses a parameter it does not declare.
  const dashboard = createNodeTransport({ credentials });
  setTransport((url, init) =>
    url.startsWith('/') ? dashboard(new URL(url, dashboardUrl).href, init) : service(url, init),
  );
  return { apiBase, dashboardUrl, retries, user };
}

/** Node refused the system's TLS certificate: no retry will change that, a CA in NODE_EXTRA_CA_CERTS may. */
export const untrustedCertificate = (error: ApiError) =>
  error.status === 0 && /certificate|self.signed|CERT_/i.test(error.detail ?? '');

/**
 * An error of the API layer as a message with what to do about it; anything else as it is. `attempts`: how
 * often the failed request was tried.
 */
export function explainFailure(error: unknown, connection: Connection, attempts = 1): CliError {
  if (error instanceof CliError) return error;
  if (!(error instanceof ApiError)) return new CliError(error instanceof Error ? error.message : String(error));
  const origin = new URL(connection.apiBase).origin;
  const from = `${error.endpoint} on ${origin}`;
  if (error.status === 401)
    return new CliError(
      connection.user
        ? `The system refused the sign-in of user ${connection.user} (HTTP 401 on ${from}). Check IFTT_USER and IFTT_PASSWORD, and that the user is not locked.`
        : `The system asks for a sign-in (HTTP 401 on ${from}). Set IFTT_USER and IFTT_PASSWORD in the pipeline's secret variables.`,
    );
  if (error.status === 403)
    return new CliError(
      `${connection.user ? `User ${connection.user} is` : 'You are'} not authorised for ${from} (HTTP 403): ${error.message} Ask the system's administrators for the test automation role.`,
    );
  if (error.status === 0) {
    const untrusted = untrustedCertificate(error);
    const certificate = untrusted
      ? ' The certificate is not trusted: if a company CA signed it, point NODE_EXTRA_CA_CERTS at a PEM file with that CA.'
      : '';
    return new CliError(
      `Cannot reach the service at ${connection.apiBase}${attempts > 1 && !untrusted ? ` (tried ${attempts} times)` : ''}: ${error.detail ?? error.message}.${certificate} Check --backend, and that the pipeline agent can reach the system (proxy, firewall, VPN).`,
    );
  }
  return new CliError(`${error.message} (HTTP ${error.status} on ${from})`);
}
