// What some interfaces (automation objects) do to one field of their output over the history, beyond what their test
// cases' temperaments make happen: a generated value the comparison has no rule for, a mapping changed on a day, a
// defect that comes and goes. The executions read these (case-outcome.ts, execution-artifacts.ts); field-stories.ts
// tells tests and benches the whole truth about every field that differs. Most interfaces have none.
import { toWireDateTime } from '../../contract/date-time';
import { createRandom, hashString } from '../lib/prng';
import type { ComparedField, Manner } from './business-document';

/** The dashboard's words for what a field's differences are, which a field ledger is to find. */
export type FieldKind = 'noise' | 'drift' | 'regression';

/** Stories built to trap a ledger that judges a field by how its values look rather than how they behave. */
export type HardCase = 'counter-like number' | 'time-zone shift' | 'noise here, business there';

interface StoryBase {
  field: ComparedField;
  /** How the field goes wrong, when not its usual way (business-document.ts). */
  manner?: Manner;
  hardCase?: HardCase;
}

/**
 * A value the middleware makes anew for each message, which the comparison of some of the interface's test cases has
 * no rule for (those set up without the team's template): in them it always fails.
 */
interface Noise extends StoryBase {
  kind: 'noise';
  /** The share of the interface's test cases whose comparison has no rule for the field. */
  cases: number;
}

/**
 * A mapping changed on a day: in the test cases whose documents it touches, the field matched before and differs,
 * with the same wrong value, in every run since.
 */
interface Drift extends StoryBase {
  kind: 'drift';
  /** The change came this many days before the seeded history ends, so it shows whenever that is. */
  daysBeforeEnd: number;
  /** The share of the interface's test cases whose documents the changed mapping touches. */
  cases: number;
}

/** A real defect in a business field that shows in some executions only, with the same wrong value each time. */
interface Regression extends StoryBase {
  kind: 'regression';
  /** The share of the executions that report their comparison in which it shows. */
  share: number;
}

export type InterfaceStory = Noise | Drift | Regression;

/**
 * Few, so that most interfaces stay healthy: three with noise, two with a drift, and the hard cases once each.
 * Chosen among interfaces with some hundred executions in the default data set, so each story has runs to tell it.
 */
const INTERFACE_STORIES: Readonly<Record<string, readonly InterfaceStory[]>> = {
  // The converted payroll file's creation time: the comparison of this interface has no timestamp rule.
  PAYROLL_ADP: [{ kind: 'noise', field: 'created', cases: 0.25 }],
  // PI writes its message GUID into the IDoc's archive key, and nobody told the comparison to ignore it.
  ORDERS05_IN: [{ kind: 'noise', field: 'messageGuid', cases: 0.2 }],
  // Salesforce numbers each call anew; the stock event's message ID is the key the data lake deduplicates by.
  SO_SFDC_API: [{ kind: 'noise', field: 'docNumber', cases: 0.15, hardCase: 'noise here, business there' }],
  STOCK_EVENT: [
    {
      kind: 'regression',
      field: 'docNumber',
      share: 0.2,
      manner: 'otherDocument',
      hardCase: 'noise here, business there',
    },
  ],
  // The currency value mapping was switched to ISO numeric codes (EUR → 978) for invoices in foreign currency.
  INVOIC02_OUT: [{ kind: 'drift', field: 'currency', daysBeforeEnd: 30, cases: 0.4 }],
  // The goods receipt mapping writes the delivery date as DD.MM.YYYY for the warehouses of one region.
  GR_WMS_REST: [{ kind: 'drift', field: 'deliveryDate', daysBeforeEnd: 20, cases: 0.4, manner: 'dottedDate' }],
  // A new flow step converts the confirmed date's local midnight to UTC: a day early for partners east of UTC, a real
  // defect.
  ORDRSP_OUT: [
    {
      kind: 'drift',
      field: 'deliveryDate',
      daysBeforeEnd: 14,
      cases: 0.4,
      manner: 'dayEarly',
      hardCase: 'time-zone shift',
    },
  ],
  // Now and then a delivery number comes from the wrong interval of its number range, a few numbers on.
  DESADV_OUT: [
    { kind: 'regression', field: 'poNumber', share: 0.2, manner: 'otherInterval', hardCase: 'counter-like number' },
  ],
};

const NONE: readonly InterfaceStory[] = [];

/**
 * The stories of the fields of a test case's interface; none for most. A noise is the story of the cases without a
 * rule for it only: in the others a rule accepts the field, as it accepts generated fields on any interface.
 */
export const storiesOf = (object: string, caseId: string): readonly InterfaceStory[] =>
  (INTERFACE_STORIES[object] ?? NONE).filter((story) => story.kind !== 'noise' || touches(story, caseId));

/** The stories of an interface's fields, whichever of its test cases they touch. */
export const interfaceStories = (object: string): readonly InterfaceStory[] => INTERFACE_STORIES[object] ?? NONE;

/** The first day (UTC, YYYY-MM-DD) whose executions a drift shows in. */
export const driftDay = (story: Drift, historyEnds: Date): string =>
  toWireDateTime(new Date(historyEnds.getTime() - story.daysBeforeEnd * 86_400_000)).date;

/**
 * Whether the story can show in the test case: its comparison has no rule for the noise, the drift touches its
 * documents. A regression can show in any.
 */
export const touches = (story: InterfaceStory, caseId: string): boolean =>
  story.kind === 'regression' ||
  createRandom(hashString(caseId, hashString(`${story.kind} ${story.field}`))).chance(story.cases);

/** Whether the field differs in every execution of the test case that ends on `endDate`, whatever else happens. */
export function differsThroughout(story: InterfaceStory, caseId: string, endDate: string, historyEnds: Date): boolean {
  if (story.kind === 'regression' || !touches(story, caseId)) return false;
  return story.kind === 'noise' || endDate >= driftDay(story, historyEnds);
}

/** Whether an intermittent regression shows in the execution `executionKey` names (case-outcome.ts). */
export function showsIn(story: InterfaceStory, seed: number, caseId: string, executionKey: string): boolean {
  return (
    story.kind === 'regression' &&
    createRandom(hashString(executionKey, hashString(caseId, seed + 53))).chance(story.share)
  );
}
