// Query key roots, one per resource. Keys are built only by the queryOptions factories; invalidation
// goes through these roots.
export const queryRoots = {
  scenarios: ['scenarios'] as const,
  testCases: ['test-cases'] as const,
  testRuns: ['test-runs'] as const,
};
