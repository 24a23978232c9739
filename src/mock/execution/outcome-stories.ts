// What an execution's message says happened, and what that leaves behind: the fields of the current output that
// differ from the reference, and whether there is a current output at all. Comparison rows and payloads are made
// later from the DETAILS row, which the store and the journal keep, so they read the story back from its message:
// a message blaming the unit mapping always comes with the unit differing, and the output showing the unmapped code.
// An interface's own field stories (data/interface-stories.ts) come on top: a message that reports the comparison
// names the paths of those that differ; under any other message they differ as their day says.
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
  /** Made only for the messages that name it: every execution of a large data set asks for a message. */
  reference(): BusinessDocument;
  /** Paths of the interface's own fields that differ, which a message reporting the comparison names. */
  named: readonly string[];
}

/** What a story's changes depend on besides its message: the choices it leaves open, and the interface's fields. */
interface ChangeFacts {
  random: Random;
  said: RegExpExecArray;
  /** Fields the interface has a story of its own for: no plain defect picks them. */
  owned: readonly ComparedField[];
}

export interface OutcomeStory {
  status: 'S' | 'W' | 'E' | 'A';
  message(facts: MessageFacts): string;
  /** Knows the story's message again, whatever numbers and values it names. */
  told: RegExp;
  /** The fields the story itself makes differ in the current output. */
  changes(facts: ChangeFacts): FieldChange[];
  /** False when the execution left no output to compare: no comparison rows, no current output payload. */
  leavesOutput: boolean;
  /** The message reports the comparison: the interface's own fields that differ are the ones it names. */
  reportsComparison?: boolean;
  /** A pass's accepted difference: not told where the interface has a story of its own for the field. */
  accepts?: ComparedField;
  /** The field a failure's message blames. */
  blames?: ComparedField;
  /** Output formats the story happens with; any when not given. */
  formats?: readonly ContentFormat[];
}

/** A new message's creation time always differs from the reference's; comparisons accept that. */
const NEW_TIMESTAMP: FieldChange = { field: 'created', result: 'WARNING' };
const failing = (field: ComparedField): FieldChange => ({ field, result: 'ERROR' });

/** Fields a comparison can find wrong without anything else going wrong first: real defects, now and then. */
export const PLAIN_DEFECTS: readonly ComparedField[] = ['quantity', 'deliveryDate', 'poNumber', 'soldTo'];
const PLAIN_DEFECTS_PER_FAILURE = 2;

function distinct(count: number, fields: readonly ComparedField[], random: Random): ComparedField[] {
  const picked: ComparedField[] = [];
  for (let left = fields; picked.length < count && left.length > 0;) {
    const field = random.pick(left);
    picked.push(field);
    left = left.filter((other) => other !== field);
  }
  return picked;
}

/** The message of a failed comparison; it names the paths of the interface's own fields that differ. */
function comparisonFailed(named: readonly string[], plain: number): string {
  const count = named.length + plain;
  const where = named.length === 0 ? '' : ` at ${named.join(', ')}${plain > 0 ? ` and ${plain} more` : ''}`;
  return `Field comparison failed: ${count} unexpected difference${count === 1 ? '' : 's'} in output message${where}`;
}

const COMPARISON_FAILED =
  /^Field comparison failed: (?<count>\d+) unexpected differences? in output message(?: at (?<named>.+?)(?: and \d+ more)?)?$/;
const namedIn = (said: RegExpExecArray): string[] => said.groups?.named?.split(', ') ?? [];

const accepting = (field: ComparedField) => ({
  accepts: field,
  changes: (): FieldChange[] => [{ field, result: 'WARNING' }],
});
const blaming = (field: ComparedField) => ({ blames: field, changes: () => [NEW_TIMESTAMP, failing(field)] });

export const OUTCOME_STORIES: readonly OutcomeStory[] = [
  {
    status: 'S',
    message: () => 'All compared fields match the reference',
    told: /^All compared fields match/,
    changes: () => [],
    leavesOutput: true,
    reportsComparison: true,
  },
  {
    status: 'W',
    message: () => 'Passed with accepted differences (timestamps excluded by rule)',
    told: /^Passed with accepted differences \(timestamps/,
    ...accepting('created'),
    leavesOutput: true,
    reportsComparison: true,
  },
  {
    status: 'W',
    message: () => 'Passed: 1 accepted difference in generated document number',
    told: /^Passed: 1 accepted difference in generated document number/,
    ...accepting('docNumber'),
    leavesOutput: true,
    reportsComparison: true,
  },
  {
    status: 'E',
    message: ({ named }) => comparisonFailed(named, PLAIN_DEFECTS_PER_FAILURE),
    told: COMPARISON_FAILED,
    changes: ({ random, said, owned }) => [
      NEW_TIMESTAMP,
      ...distinct(
        Number(said.groups!.count) - namedIn(said).length,
        PLAIN_DEFECTS.filter((field) => !owned.includes(field)),
        random,
      ).map(failing),
    ],
    leavesOutput: true,
    reportsComparison: true,
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
      `Mapping error: value "${unmappedUnit(reference().items[0]?.unit ?? '')}" not found in value mapping UOM_ISO`,
    told: /^Mapping error: value ".*" not found in value mapping UOM_ISO/,
    ...blaming('unit'),
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
      `IDoc ${idoc} status 51: Application document not posted: sold-to party ${unknownSoldTo(reference().soldTo)} does not exist`,
    told: /^IDoc \d+ status 51: Application document not posted/,
    ...blaming('soldTo'),
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

/** A story read back from an execution's status and message. */
export interface ToldStory {
  leavesOutput: boolean;
  /**
   * Paths of the interface's own fields the message names as differing; undefined when the message does not report
   * the comparison, so that those fields differ as their day says.
   */
  named: readonly string[] | undefined;
  changes(random: Random, owned: readonly ComparedField[]): FieldChange[];
}

/** A message no story tells (a journal of an older mock): no differences are made up for it. */
const untold = (leavesOutput: boolean): ToldStory => ({ leavesOutput, named: [], changes: () => [] });

/** The stories an execution with this status and output format can have on its interface, in a fixed order. */
export function storiesFor(
  status: string,
  outputFormat: ContentFormat,
  owned: readonly ComparedField[],
): OutcomeStory[] {
  return OUTCOME_STORIES.filter(
    (story) =>
      story.status === status &&
      (!story.formats || story.formats.includes(outputFormat)) &&
      !(story.accepts && owned.includes(story.accepts)),
  );
}

/** The story an execution's status and message tell. */
export function storyOf(status: string, message: string): ToldStory {
  for (const story of OUTCOME_STORIES) {
    const said = story.status === status ? story.told.exec(message) : null;
    if (said)
      return {
        leavesOutput: story.leavesOutput,
        named: story.reportsComparison ? namedIn(said) : undefined,
        changes: (random, owned) => story.changes({ random, said, owned }),
      };
  }
  return untold(status !== 'A');
}

/** A failed comparison whose own differences are all in the interface's own fields (a pass but for them). */
export const ownFieldsFailed = (named: readonly string[]): string => comparisonFailed(named, 0);
