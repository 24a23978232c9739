// The field kinds in the words people read (decision 0019 says how they are judged): a label, the tone it is shown
// in, and one line on what it means and what to do about it.
import type { FieldKind } from '../../../contract/dashboard-api/field-ledger';

export const FIELD_KIND_WORDS: Record<FieldKind, { label: string; tone: string; means: string }> = {
  noise: {
    label: 'Noise',
    tone: 'tone-neutral',
    means: 'a value made anew for each message (a time, a GUID, a counter): an ignore rule would quiet it.',
  },
  drift: {
    label: 'Drift',
    tone: 'tone-warn',
    means: 'matched until a run, and has differed in (nearly) every run since: a change on purpose, or a regression.',
  },
  intermittent: {
    label: 'Intermittent',
    tone: 'tone-bad',
    means: 'differs now and then: look at the runs it differed in.',
  },
  new: {
    label: 'New',
    tone: 'tone-info',
    means: 'differed for the first time in the newest run, after matching before.',
  },
};
