// A visible tab tells the dashboard server it is watching (POST /api/history/watching): while one has within the
// last two minutes, the server's sync lists the service's runs every few seconds instead of every few minutes.
import { watchingSchema } from '../../contract/dashboard-api/sync';
import { sendToDashboard } from './send-to-dashboard';

export const checkIn = () => sendToDashboard('POST', '/history/watching', {}, watchingSchema);
