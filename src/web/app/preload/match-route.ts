// Which route pattern an address opens, for the preload script that runs before the app: it cannot use the
// router (not loaded yet), so it applies react-router's rule in small: `:param` takes one segment, `:param?`
// one or none, and among several matches the one with more fixed segments wins (`/runs/new` over `/runs/:runId`).

const segments = (path: string) => path.split('/').filter(Boolean);

function fixedSegments(pattern: string, path: string[]): number | undefined {
  const parts = segments(pattern);
  const required = parts.filter((part) => !part.endsWith('?')).length;
  if (path.length < required || path.length > parts.length) return undefined;
  let fixed = 0;
  for (const [index, part] of parts.entries()) {
    const segment = path[index];
    if (part.startsWith(':')) {
      if (segment === undefined && !part.endsWith('?')) return undefined;
    } else if (segment === part) fixed++;
    else return undefined;
  }
  return fixed;
}

/** The entry whose pattern matches `pathname` best, or undefined when none does. */
export function matchRoute<T extends { pattern: string }>(pathname: string, routes: readonly T[]): T | undefined {
  const path = segments(pathname);
  let best: { route: T; fixed: number } | undefined;
  for (const route of routes) {
    const fixed = fixedSegments(route.pattern, path);
    if (fixed !== undefined && (!best || fixed > best.fixed)) best = { route, fixed };
  }
  return best?.route;
}
