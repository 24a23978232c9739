import { createElement, lazy, type ComponentType } from 'react';

/**
 * React.lazy whose code can be asked for ahead of time (`preload`, for example when the control that will show
 * it appears). Once loaded, `Component` renders it straight away: a lazy component suspends on its first render
 * even when its code is already there, and React holds a Suspense boundary's reveal for up to 300 ms after its
 * fallback showed, so "Show all test cases below" waited about 380 ms with the page idle.
 */
export function lazyWithPreload<P extends object>(load: () => Promise<ComponentType<P>>) {
  let loaded: ComponentType<P> | undefined;
  const preload = () => load().then((component) => (loaded = component));
  const Lazy = lazy(async () => ({ default: await preload() }));
  const Component = (props: P) => createElement(loaded ?? Lazy, props);
  return { Component, preload };
}
