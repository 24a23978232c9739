// Named data sets and the size options the generator takes.
import { z } from 'zod';

export const datasetSizesSchema = z.object({
  folders: z.number().int().min(1).max(200_000),
  testCases: z.number().int().min(0).max(2_000_000),
  runs: z.number().int().min(0).max(500_000),
  maxDepth: z.number().int().min(1).max(20),
  /** One folder gets this many sub-folders (for wide-tree work); 0 for none. */
  wideFolderChildren: z.number().int().min(0).max(100_000).default(0),
  /** Put every platform under one top-level folder, so one folder holds every test case. */
  singleRoot: z.boolean().default(false),
});
export type DatasetSizes = z.input<typeof datasetSizesSchema>;
export type ResolvedSizes = z.output<typeof datasetSizesSchema>;

export const DATASETS = {
  default: { folders: 80, testCases: 800, runs: 300, maxDepth: 5 },
  large: {
    folders: 10_000,
    testCases: 100_000,
    runs: 20_000,
    maxDepth: 8,
    wideFolderChildren: 1_000,
    singleRoot: true,
  },
} as const satisfies Record<string, DatasetSizes>;
export type DatasetName = keyof typeof DATASETS;

export function resolveSizes(dataset: DatasetName | DatasetSizes | undefined): ResolvedSizes {
  const sizes = typeof dataset === 'string' ? DATASETS[dataset] : (dataset ?? DATASETS.default);
  return datasetSizesSchema.parse(sizes);
}

export const DEFAULT_SEED = 4711;

/**
 * Raised whenever the generator tells a data set's seeded history otherwise, so that a history store synced from an
 * earlier version, whose seeded results the mock now tells differently, is refused rather than mixed with them.
 * 2: some interfaces have field stories of their own (interface-stories.ts).
 * 3: an interface's noise and drift touch some of its test cases only.
 */
export const SEEDED_DATA_VERSION = 3;
