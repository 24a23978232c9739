// What an execution's message says happened, and what that leaves behind: the fields of the current output that
// differ from the reference, and whether there is a current output at all. Comparison rows and payloads are made
// later from the DETAILS row, which the store and the journal keep, so they read the story back from its message:
// a message blaming the unit mapping always comes with the unit differing, and the output showing the unmapped code.
import type { ContentFormat } from '../../contract/codes';
import {
  unknownSoldTo,
  unmappedUnit,
  type BusinessDocument,
  type ComparedField,
  type FieldChange,
} from '../data/business-document';
import type { Random } from '../lib/prng';

/** What a message names: the execution's own document numbers, and the reference document it was tested with. */
export interface MessageFacts {
  idoc: string;
  order: string;
  reference: BusinessDocument;
}

export interface OutcomeStory {
  status: 'S' | 'W' | 'E' | 'A';
  message(facts: MessageFacts): string;
  /** Knows the story's message again, whatever numbers and values it names. */
  told: RegExp;
  /** The fields that differ in the current output; `random` makes the choices the message leaves open. */
  changes(random: Random): FieldChange[];
  /** False when the execution left no output to compare: no comparison rows, no current output payload. */
  leavesOutput: boolean;
  /** Output formats the story happens with; any when not given. */
  formats?: readonly ContentFormat[];
}

/** A new message's creation time always differs from the reference's; comparisons accept that. */
const NEW_TIMESTAMP: FieldChange = { field: 'created', result: 'WARNING' };
const failing = (field: ComparedField): FieldChange => ({ field, result: 'ERROR' });

/** Fields a comparison can find wrong without anything else going wrong first. */
const PLAIN_DEFECTS: readonly ComparedField[] = ['quantity', 'deliveryDate', 'poNumber', 'soldTo'];

function twoOf(fields: readonly ComparedField[], random: Random): ComparedField[] {
  const first = random.pick(fields);
  return [first, random.pick(fields.filter((field) => field !== first))];
}

export const OUTCOME_STORIES: readonly OutcomeStory[] = [
  {
    status: 'S',
    message: () => 'All compared fields match the reference',
    told: /^All compared fields match/,
    changes: () => [],
    leavesOutput: true,
  },
  {
    status: 'W',
    message: () => 'Passed with accepted differences (timestamps excluded by rule)',
    told: /^Passed with accepted differences \(timestamps/,
    changes: () => [NEW_TIMESTAMP],
    leavesOutput: true,
  },
  {
    status: 'W',
    message: () => 'Passed: 1 accepted difference in generated document number',
    told: /^Passed: 1 accepted difference in generated document number/,
    changes: () => [{ field: 'docNumber', result: 'WARNING' }],
    leavesOutput: true,
  },
  {
    status: 'E',
    message: () => 'Field comparison failed: 2 unexpected differences in output message',
    told: /^Field comparison failed: 2 unexpected differences/,
    changes: (random) => [NEW_TIMESTAMP, ...twoOf(PLAIN_DEFECTS, random).map(failing)],
    leavesOutput: true,
  },
  {
    status: 'E',
    message: () => 'Output message not found in middleware within 120 s',
    told: /^Output message not found in middleware/,
    changes: () => [],
    leavesOutput: false,
  },
  {
    status: 'E',
    message: ({ reference }) =>
      `Mapping error: value "${unmappedUnit(reference.items[0]?.unit ?? '')}" not found in value mapping UOM_ISO`,
    told: /^Mapping error: value ".*" not found in value mapping UOM_ISO/,
    changes: () => [NEW_TIMESTAMP, failing('unit')],
    leavesOutput: true,
  },
  {
    // The output was right; the receiver failed. Nothing in the comparison is to blame.
    status: 'E',
    message: () => 'Target system answered HTTP 500: Internal Server Error',
    told: /^Target system answered HTTP 500/,
    changes: () => [NEW_TIMESTAMP],
    leavesOutput: true,
  },
  {
    status: 'E',
    message: ({ idoc, reference }) =>
      `IDoc ${idoc} status 51: Application document not posted: sold-to party ${unknownSoldTo(reference.soldTo)} does not exist`,
    told: /^IDoc \d+ status 51: Application document not posted/,
    changes: () => [NEW_TIMESTAMP, failing('soldTo')],
    leavesOutput: true,
    formats: ['IDOC'],
  },
  {
    // The message went through as expected; the check of the database afterwards found no order.
    status: 'E',
    message: ({ order }) => `Database validation failed: table VBAK has no entry for sales order ${order}`,
    told: /^Database validation failed: table VBAK/,
    changes: () => [NEW_TIMESTAMP],
    leavesOutput: true,
  },
  {
    status: 'A',
    message: () => 'Aborted: execution landscape not reachable (RFC destination error)',
    // Also the abort of a run the service stopped in (journal/abort-unfinished.ts): nothing ran either way.
    told: /^Aborted: /,
    changes: () => [],
    leavesOutput: false,
  },
];

/** A message no story tells (a journal of an older mock): no differences are made up for it. */
const UNTOLD: Pick<OutcomeStory, 'changes' | 'leavesOutput'> = { changes: () => [], leavesOutput: true };

/** The stories an execution with this status and output format can have, in a fixed order. */
export function storiesFor(status: string, outputFormat: ContentFormat): OutcomeStory[] {
  return OUTCOME_STORIES.filter(
    (story) => story.status === status && (!story.formats || story.formats.includes(outputFormat)),
  );
}

/** The story an execution's status and message tell. */
export function storyOf(status: string, message: string): Pick<OutcomeStory, 'changes' | 'leavesOutput'> {
  const story = OUTCOME_STORIES.find((candidate) => candidate.status === status && candidate.told.test(message));
  if (story) return story;
  return status === 'A' ? { ...UNTOLD, leavesOutput: false } : UNTOLD;
}
