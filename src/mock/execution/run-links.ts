// Addresses of a run's reports on the (imaginary) SAP system behind the mock.
const SYSTEM_URL = 'https://s4q.example.com:44300';

export function reportUrl(runId: string): string {
  return `${SYSTEM_URL}/sap/bc/webdynpro/int4/iftt_run_report?run_id=${runId}&sap-client=200`;
}

export function fioriReportUrl(runId: string): string {
  return `${SYSTEM_URL}/sap/bc/ui2/flp?sap-client=200#IFTTRun-display?runId=${runId}`;
}
