/** The middle value (the upper of the two middle ones for an even count); the benches' repeated figures. */
export function median(values: readonly number[]): number {
  if (values.length === 0) throw new Error('a median needs at least one value');
  return values.toSorted((a, b) => a - b)[Math.floor(values.length / 2)]!;
}
