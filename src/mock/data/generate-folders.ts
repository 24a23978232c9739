// The folder tree: platforms → business processes → interfaces → variants → partners, grown as a
// random recursive tree under a depth cap so any size looks like a real test catalogue.
import type { Scenario } from '../../contract/records';
import { TOP_LEVEL_PARENT_ID, padId } from '../../contract/ids';
import { INTERFACES, PARTNERS, PLATFORMS, PROCESSES, USERS, VARIANTS, LANDSCAPES } from './catalog';
import type { ResolvedSizes } from './dataset-sizes';
import type { Random } from '../lib/prng';

export const FIRST_FOLDER_ID = 100;

export interface GeneratedFolders {
  folders: Map<string, Scenario>;
  childFolderIds: Map<string, string[]>;
  /** Index into INTERFACES of the interface a folder belongs to (inherited downwards); -1 above that level. */
  interfaceOf: Map<string, number>;
  /** Depth of each folder, 1 for top level. */
  levelOf: Map<string, number>;
}

interface Node {
  parent: number; // index into nodes, -1 for top level
  level: number;
  children: number[];
  name?: string;
}

export function generateFolders(sizes: ResolvedSizes, random: Random): GeneratedFolders {
  const nodes: Node[] = [];
  const add = (parent: number, name?: string): number => {
    const level = parent < 0 ? 1 : nodes[parent]!.level + 1;
    nodes.push({ parent, level, children: [], ...(name ? { name } : {}) });
    const index = nodes.length - 1;
    if (parent >= 0) nodes[parent]!.children.push(index);
    return index;
  };

  const rootParent = sizes.singleRoot ? add(-1, 'Enterprise integration test catalogue') : -1;
  const platformCount = Math.min(PLATFORMS.length, Math.max(1, sizes.folders - nodes.length));
  for (let i = 0; i < platformCount && nodes.length < sizes.folders; i++) add(rootParent);

  // Grow: attach each new folder to a random folder that may still have children, favouring the upper
  // levels (processes and interfaces) the way real catalogues are shaped.
  const open = nodes.map((_, index) => index).filter((index) => nodes[index]!.level < sizes.maxDepth);

  if (sizes.wideFolderChildren > 0 && nodes.length < sizes.folders && sizes.maxDepth >= nodes[0]!.level + 1) {
    const wide = add(rootParent >= 0 ? rootParent : 0, 'EDI partner onboarding');
    for (let i = 1; i <= sizes.wideFolderChildren && nodes.length < sizes.folders; i++) {
      add(wide, `Partner ${String(i).padStart(4, '0')} – ${PARTNERS[i % PARTNERS.length]}`);
    }
  }

  while (nodes.length < sizes.folders && open.length > 0) {
    const candidate = open[Math.floor(Math.pow(random.next(), 1.6) * open.length)]!;
    const index = add(candidate);
    if (nodes[index]!.level < sizes.maxDepth) open.push(index);
  }

  return materialise(nodes, random);
}

/** Assigns IDs in depth-first order (so ID order is tree order), names and records. */
function materialise(nodes: Node[], random: Random): GeneratedFolders {
  const folders = new Map<string, Scenario>();
  const childFolderIds = new Map<string, string[]>();
  const interfaceOf = new Map<string, number>();
  const levelOf = new Map<string, number>();
  let nextId = FIRST_FOLDER_ID;

  const visit = (
    index: number,
    parentId: string,
    siblingIndex: number,
    inheritedInterface: number,
    platformLevel: number,
  ) => {
    const node = nodes[index]!;
    const id = padId(String(nextId++));
    const depthBelowPlatform = node.level - platformLevel;
    let interfaceIndex = inheritedInterface;
    let name = node.name;
    if (!name) {
      if (depthBelowPlatform === 0) name = suffixed(PLATFORMS, siblingIndex);
      else if (depthBelowPlatform === 1) name = suffixed(PROCESSES, siblingIndex);
      else if (depthBelowPlatform === 2) {
        interfaceIndex = (siblingIndex * 7 + random.int(0, INTERFACES.length - 1)) % INTERFACES.length;
        name = INTERFACES[interfaceIndex]!.name;
      } else if (depthBelowPlatform === 3) name = suffixed(VARIANTS, siblingIndex);
      else
        name = `${PARTNERS[siblingIndex % PARTNERS.length]} ${depthBelowPlatform > 4 ? `wave ${siblingIndex + 1}` : 'variant'}`;
    }
    if (interfaceIndex < 0 && name.startsWith('Partner '))
      interfaceIndex = INTERFACES.findIndex((entry) => entry.format === 'EDI');
    const created = new Date(
      Date.UTC(2024, 0, 8) + random.int(0, 600) * 86_400_000 + random.int(0, 86_399) * 1000,
    ).toISOString();
    folders.set(id, {
      SCNRID: id,
      PARENTID: parentId,
      ATTR1: depthBelowPlatform === 2 && interfaceIndex >= 0 ? INTERFACES[interfaceIndex]!.object : '',
      ATTR2: random.pick(['', 'CRITICAL', 'HIGH', 'NORMAL']),
      ATTR3: '',
      ATTR4: '',
      ATTR5: '',
      DESCR: name,
      CREATED_ON: created.slice(0, 10),
      CREATED_TIME: created.slice(11, 19),
      CREATED_BY: random.pick(USERS),
      LANDSCAPE_ID: random.pick(LANDSCAPES),
    });
    interfaceOf.set(id, interfaceIndex);
    levelOf.set(id, node.level);
    const siblings = childFolderIds.get(parentId) ?? [];
    siblings.push(id);
    childFolderIds.set(parentId, siblings);
    node.children.forEach((child, childIndex) => visit(child, id, childIndex, interfaceIndex, platformLevel));
  };

  const roots = nodes.map((node, index) => (node.parent < 0 ? index : -1)).filter((index) => index >= 0);
  const singleRoot = roots.length === 1 && nodes[roots[0]!]!.name !== undefined;
  roots.forEach((root, rootIndex) => visit(root, TOP_LEVEL_PARENT_ID, rootIndex, -1, singleRoot ? 2 : 1));
  return { folders, childFolderIds, interfaceOf, levelOf };
}

function suffixed(names: readonly string[], index: number): string {
  const base = names[index % names.length]!;
  const round = Math.floor(index / names.length);
  return round === 0 ? base : `${base} ${round + 1}`;
}
