import { lazy, useState, type ComponentType } from 'react';

// Where the app was opened. That page's code (and the layout's) starts downloading as the app
// starts, beside the session check, rather than one after the other once each has rendered.
// Rendered on the server, nothing is opened in advance: the render waits for what it shows.
export const firstPath = typeof window === 'undefined' ? '' : window.location.pathname;
const firstLoads: Promise<unknown>[] = [];
const preload = (load: () => Promise<unknown>) => {
  const loading = load().catch(() => {}); // A failure shows when the page renders.
  firstLoads.push(loading);
};

/** The code of the page the app opened on (and its layout), once downloaded or failed. */
export const firstPageCode = (): Promise<unknown> => Promise.all(firstLoads);

/**
 * A named export loaded on demand. Once its module is in (as for the page the app opens on), it
 * renders at once rather than suspending: React holds content revealed after a loading state
 * back by up to 300 ms, which the first page would pay at each level.
 */
export function lazyComponent<TModule>(load: () => Promise<TModule>, name: keyof TModule) {
  let loaded: ComponentType<object> | undefined;
  const loadComponent = async () => (loaded ??= (await load())[name] as ComponentType<object>);
  const Lazy = lazy(async () => ({ default: await loadComponent() }));
  function Component(props: object) {
    // Chosen once per mount: changing from one to the other would mount the page afresh.
    const [Chosen] = useState(() => loaded ?? Lazy);
    return <Chosen {...props} />;
  }
  return { Component, preload: () => preload(loadComponent) };
}

/** A page loaded on demand, so /login downloads only what it shows; at once when the app opens on `paths`. */
export function lazyPage<TModule>(load: () => Promise<TModule>, name: keyof TModule, paths: string[] = []) {
  const page = lazyComponent(load, name);
  if (paths.includes(firstPath)) page.preload();
  return page.Component;
}
