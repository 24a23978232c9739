import { RUN_TYPES } from '../../../contract/codes';
import { compareWire } from '../../../contract/wire-order';

/** How many line colours there are (global.css `--series-N`, chart.css `.series-N`); more lines take them again. */
const SERIES_COLOURS = 6;

/** The class that gives a line of colour `colour` its colour and dashes, in the plot and in the legend alike. */
export const seriesClass = (colour: number) => `series-${colour % SERIES_COLOURS}`;

const TYPE_CODES: readonly string[] = Object.keys(RUN_TYPES);

/**
 * A run type's line colour, the same in every chart: the types' own colours after the first, which is every
 * run's line (or a type of no name).
 */
export const typeColour = (code: string) => TYPE_CODES.indexOf(code) + 1;

const typeRank = (code: string) => (code === '' ? Infinity : typeColour(code) || TYPE_CODES.length + 1);

/** The order of a chart's lines by type, which its legend reads in: as RUN_TYPES, other codes next, none last. */
export const compareTypes = (a: string, b: string) => typeRank(a) - typeRank(b) || compareWire(a, b);
