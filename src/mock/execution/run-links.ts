// A run's REPORT_URL and FIORI_REPORT_URL name its reports in the SAP GUI and the launchpad
// (docs/interface/rest-v1.md#test-run-record). No SAP system stands behind the mock, so it names none, and the
// dashboard and iftt-run offer no link that leads nowhere. Pointing them at the dashboard instead would change
// what the members mean, and on the run's own page link it to itself (docs/mock-service.md).
export const NO_REPORT_LINKS = { REPORT_URL: '', FIORI_REPORT_URL: '' } as const;
