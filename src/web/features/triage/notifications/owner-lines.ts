// The owners' addresses as the settings form edits them: one "OWNER = address" a line.

export interface OwnerAddress {
  owner: string;
  address: string;
}

export const ownerLinesText = (owners: readonly OwnerAddress[]) =>
  owners.map(({ owner, address }) => `${owner} = ${address}`).join('\n');

/** The pairs, or the first line that is not one. */
export function readOwnerLines(text: string): { owners: OwnerAddress[] } | { problem: string } {
  const owners: OwnerAddress[] = [];
  for (const line of text.split('\n').map((each) => each.trim())) {
    if (!line) continue;
    const at = line.lastIndexOf('=');
    const owner = line.slice(0, Math.max(at, 0)).trim();
    const address = line.slice(at + 1).trim();
    if (at < 0 || !owner || !address) return { problem: `"${line}" is not OWNER = address` };
    owners.push({ owner, address });
  }
  return { owners };
}

export const linesOf = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
