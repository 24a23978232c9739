import { createElement, lazy, type ComponentType } from 'react';

/** Code asked for and not yet arrived, across every lazy component (see `preloadsSettled`). */
const inFlight = new Set<Promise<unknown>>();

/**
 * React.lazy whose code can be asked for ahead of time (`preload`, for example when the control that will show
 * it appears). Once loaded, `Component` renders it straight away: a lazy component suspends on its first render
 * even when its code is already there, and React holds a Suspense boundary's reveal for up to 300 ms after its
 * fallback showed, so "Show all test cases below" waited about 380 ms with the page idle.
 */
export function lazyWithPreload<P extends object>(load: () => Promise<ComponentType<P>>) {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const preload = () => {
    if (!loading) {
      loading = load().then(
        (component) => (loaded = component),
        (error: unknown) => {
          // A failed download may succeed when asked again (the network came back).
          loading = undefined;
          throw error;
        },
      );
      const settled = loading.catch(() => {}).finally(() => inFlight.delete(settled));
      inFlight.add(settled);
    }
    return loading;
  };
  const Lazy = lazy(async () => ({ default: await preload() }));
  const Component = (props: P) => createElement(loaded ?? Lazy, props);
  return { Component, preload };
}

/**
 * Settles once no code asked for ahead is still on its way. A screen asks for some as it mounts; a test that ends
 * first would tear its environment down under the import (vitest's EnvironmentTeardownError, seen in CI).
 */
export async function preloadsSettled(): Promise<void> {
  while (inFlight.size > 0) await Promise.all(inFlight);
}
