/** Where the service lives on a real SAP system; the bundled mock serves the same path. */
export const SERVICE_BASE_PATH = '/sap/bc/int4/iftt/v1';

/** Path of the OpenAPI description served by the mock beside the interface. */
export const OPENAPI_PATH = `${SERVICE_BASE_PATH}/openapi.json`;

/** Where the dashboard server answers its own API (its history store), beside the app. */
export const DASHBOARD_API_PATH = '/api';
