// The truth about every field that differs in the mock's comparisons, interface by interface (automation object,
// OBJDEFID): what a field ledger is to find, and what a bench measures its accuracy against. Derived from the stories
// executions tell (execution/outcome-stories.ts) and the interfaces' own (interface-stories.ts), so it cannot drift
// from the data; data/field-stories.test.ts checks it against the rows of the default data set.
import type { ContentFormat } from '../../contract/codes';
import { OUTCOME_STORIES, PLAIN_DEFECTS } from '../execution/outcome-stories';
import type { ComparedField } from './business-document';
import { INTERFACES } from './catalog';
import { outputFormatOf } from './generate-test-cases';
import { FIXED_HISTORY_END } from './history-end';
import {
  driftDay,
  interfaceStories,
  touches,
  type FieldKind,
  type HardCase,
  type InterfaceStory,
} from './interface-stories';
import { fieldPath } from './payload-formats';

export type { FieldKind, HardCase };

export interface FieldTruth {
  field: ComparedField;
  /** Where the field is, as COMPARISON's PATH shows it in the interface's output format. */
  path: string;
  /** noise: a new value each run; drift: differs from a day on, a steady value per case; regression: now and then. */
  kind: FieldKind;
  /** Business data that must match; false for what the middleware makes (timestamps, GUIDs, message numbers). */
  business: boolean;
  /** Noise a rule of the comparison accepts: its rows are WARNINGs. Every other difference is an ERROR. */
  ruled: boolean;
  /** A drift's first day (YYYY-MM-DD, UTC): executions ending on it or later differ, those before match. */
  since?: string;
  hardCase?: HardCase;
  /** Whether the field can differ in a test case of the interface; absent where it can in any. */
  inCase?: (caseId: string) => boolean;
}

export interface InterfaceTruth {
  object: string;
  outputFormat: ContentFormat;
  /** Every field that can differ on the interface; the others always match. */
  fields: FieldTruth[];
}

const unique = <T>(items: readonly T[]): T[] => [...new Set(items)];

/** Differences a rule accepts wherever the interface has no story of its own for the field. */
const ACCEPTED = unique(OUTCOME_STORIES.flatMap((story) => (story.accepts ? [story.accepts] : [])));

/** Business fields that plain defects and the failures blaming one field make wrong now and then. */
const regressionsIn = (format: ContentFormat) =>
  unique([
    ...PLAIN_DEFECTS,
    ...OUTCOME_STORIES.flatMap((story) =>
      story.blames && (!story.formats || story.formats.includes(format)) ? [story.blames] : [],
    ),
  ]);

/** An interface's own story: its noise is what the middleware makes, its drifts and regressions business data. */
function ownTruth(story: InterfaceStory, format: ContentFormat, historyEnds: Date): FieldTruth {
  return {
    field: story.field,
    path: fieldPath(format, story.field),
    kind: story.kind,
    business: story.kind !== 'noise',
    ruled: false,
    ...(story.kind === 'drift' ? { since: driftDay(story, historyEnds) } : {}),
    ...(story.hardCase ? { hardCase: story.hardCase } : {}),
    ...(story.kind === 'regression' ? {} : { inCase: (caseId: string) => touches(story, caseId) }),
  };
}

/**
 * Every field that can differ on each interface of the catalog, and why, for a seeded history ending at
 * `historyEnds`. The same for the default and the large data set and any seed, whose interfaces are the catalog's:
 * only the drifts' days move with the history's end.
 */
export function fieldStories(historyEnds: Date = FIXED_HISTORY_END): InterfaceTruth[] {
  return INTERFACES.map(({ object, format: inputFormat }) => {
    const format = outputFormatOf(inputFormat);
    const own = interfaceStories(object);
    const plain = (field: ComparedField) => !own.some((story) => story.field === field);
    const truth = (field: ComparedField, kind: FieldKind, business: boolean): FieldTruth => ({
      field,
      path: fieldPath(format, field),
      kind,
      business,
      ruled: kind === 'noise',
    });
    return {
      object,
      outputFormat: format,
      fields: [
        ...ACCEPTED.filter(plain).map((field) => truth(field, 'noise', false)),
        ...regressionsIn(format)
          .filter(plain)
          .map((field) => truth(field, 'regression', true)),
        ...own.map((story) => ownTruth(story, format, historyEnds)),
      ],
    };
  });
}
