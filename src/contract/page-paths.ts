// The app's pages that the server links to from outside the app (notification messages): defined here, where the
// server may import them, and used by the route registry (routes/paths.ts), so the two never disagree.
export const runPagePath = (runId: string) => `/runs/${encodeURIComponent(runId)}`;
export const TRIAGE_PAGE_PATH = '/triage';
/** The weekly digest of a week (its Monday), or of the last full week. */
export const digestPagePath = (week?: string) => (week ? `/digest?week=${week}` : '/digest');
