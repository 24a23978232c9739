import { describe, expect, it } from 'vitest';
import { ROUTE_CHUNKS } from '../route-chunks';
import { matchRoute } from './match-route';

const routeOf = (pathname: string) => matchRoute(pathname, ROUTE_CHUNKS)?.name;

describe('matchRoute', () => {
  it('finds the screen of every kind of address the app has', () => {
    expect(routeOf('/')).toBe('overview');
    expect(routeOf('/explorer')).toBe('explorer');
    expect(routeOf('/folders/0000000102')).toBe('folder list');
    expect(routeOf('/testcases/4711')).toBe('test case');
    expect(routeOf('/testcases/4711/payloads')).toBe('test case');
    expect(routeOf('/runs')).toBe('runs');
    expect(routeOf('/runs/0000001234')).toBe('run');
    expect(routeOf('/reports')).toBe('reports');
  });

  it('prefers fixed segments over parameters, as the router does', () => {
    expect(routeOf('/runs/new')).toBe('new run');
    expect(routeOf('/runs/compare/0000000001/0000000002')).toBe('compare');
  });

  it('ignores a trailing slash', () => {
    expect(routeOf('/runs/')).toBe('runs');
  });

  it('matches nothing the router would not open', () => {
    expect(routeOf('/nowhere')).toBeUndefined();
    expect(routeOf('/runs/0000001234/extra')).toBeUndefined();
    expect(routeOf('/testcases')).toBeUndefined();
    expect(routeOf('/testcases/4711/payloads/more')).toBeUndefined();
  });
});
