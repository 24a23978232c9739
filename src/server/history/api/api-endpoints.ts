// Every endpoint of the dashboard's API, in the order the API's document lists them: the history's, the runs', the
// explorer's, the interfaces', the sync's, then triage's, quarantine's and notifications'.
import { DASHBOARD_ENDPOINTS, type DashboardEndpoint } from './dashboard-endpoints';
import { EXPLORER_ENDPOINTS } from './explorer-endpoints';
import { INTERFACE_ENDPOINTS } from './interface-endpoints';
import { FIELD_RULE_ENDPOINTS } from './field-rule-endpoints';
import { FIX_VERIFICATION_ENDPOINTS } from './fix-verification-endpoints';
import { RUN_ENDPOINTS } from './run-endpoints';
import { SYNC_ENDPOINTS } from './sync-endpoints';
import { TRIAGE_ENDPOINTS } from './triage-endpoints';
import { QUARANTINE_ENDPOINTS } from './quarantine-endpoints';
import { NOTIFICATION_ENDPOINTS } from './notification-endpoints';

export const API_ENDPOINTS: readonly DashboardEndpoint[] = [
  ...DASHBOARD_ENDPOINTS,
  ...RUN_ENDPOINTS,
  ...EXPLORER_ENDPOINTS,
  ...INTERFACE_ENDPOINTS,
  ...FIELD_RULE_ENDPOINTS,
  ...SYNC_ENDPOINTS,
  ...TRIAGE_ENDPOINTS,
  ...QUARANTINE_ENDPOINTS,
  ...FIX_VERIFICATION_ENDPOINTS,
  ...NOTIFICATION_ENDPOINTS,
];
