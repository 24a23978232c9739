import { existsSync } from 'node:fs';
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { createTestQueryClient } from '../testing/render';
import { ROUTE_CHUNKS } from './route-chunks';
import { createRoutes } from './router';

function patternsOf(routes: RouteObject[]): string[] {
  return routes.flatMap((route) => [
    ...(route.index ? ['/'] : route.path && route.path !== '*' ? [route.path] : []),
    ...patternsOf(route.children ?? []),
  ]);
}

describe('ROUTE_CHUNKS', () => {
  it('lists every screen of the router, so each one has its code announced early', () => {
    const routed = patternsOf(createRoutes(createTestQueryClient()));
    expect(ROUTE_CHUNKS.map((route) => route.pattern).toSorted()).toEqual(routed.toSorted());
  });

  it('names source modules that exist', () => {
    const missing = ROUTE_CHUNKS.flatMap((route) => route.modules).filter((module) => !existsSync(module));
    expect(missing).toEqual([]);
  });
});
