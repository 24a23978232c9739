// The queue's window, named once for its fields and for what the screen says of a link it cannot use.
import {
  DEFAULT_TRIAGE_DAYS,
  DEFAULT_TRIAGE_LIMIT,
  MAX_TRIAGE_DAYS,
  MAX_TRIAGE_LIMIT,
} from '../../../../contract/dashboard-api/triage-basics';
import { notWholeNumberInLink } from '../../../../routes/url-state';

export const DAYS_LABEL = 'Runs started in the last';
export const LIMIT_LABEL = 'Causes listed';

/** The link's window values the route's schema replaced by their defaults, each as a sentence. */
export function leftOutOfTriageLink(search: URLSearchParams): string[] {
  return [
    ...notWholeNumberInLink(search, 'days', {
      label: DAYS_LABEL,
      unit: 'days',
      fallback: DEFAULT_TRIAGE_DAYS,
      max: MAX_TRIAGE_DAYS,
    }),
    ...notWholeNumberInLink(search, 'limit', {
      label: LIMIT_LABEL,
      unit: 'causes',
      fallback: DEFAULT_TRIAGE_LIMIT,
      max: MAX_TRIAGE_LIMIT,
    }),
  ];
}
