import {
  type ComponentType,
  createElement,
  lazy,
  type ReactElement,
  startTransition,
  useEffect,
  useState,
} from 'react';

// React.lazy shows its Suspense boundary's fallback on its first render even when its code has
// already arrived. Once a fallback has shown, React 19 then holds the content back until 300 ms after
// the fallback appeared, so that reveals close together come at once. A signed-in page whose code the
// server had preloaded still painted "Loading…" first and its content about 270 ms later, with the
// browser idle in between (issue 28, docs/decisions/167). A loadable component renders its code
// directly once that code is here; code that is not here yet suspends as React.lazy does.

export interface Loadable<P extends object> {
  (props: P): ReactElement;
  /** Loads the code (once; again after a failure). */
  load(): Promise<void>;
  /** Whether the code has arrived, so rendering it will not suspend. */
  isLoaded(): boolean;
}

/** A loadable's code: the component once it has arrived, and React.lazy over the same import. */
interface Code<P> {
  loaded: ComponentType<P> | null;
  lazy: ComponentType<P>;
}

function LoadableView<P extends object>({ code, props }: { code: Code<P>; props: P }): ReactElement {
  // Chosen once per mount: switching from the lazy wrapper to the loaded component later would
  // remount the page and lose its state.
  const [Component] = useState(() => code.loaded ?? code.lazy);
  return createElement(Component, props);
}

/** A component whose code is fetched on first use, or earlier with `load()`. */
export function loadable<P extends object>(fetch: () => Promise<{ default: ComponentType<P> }>): Loadable<P> {
  let loading: Promise<{ default: ComponentType<P> }> | null = null;
  const fetchOnce = () => {
    loading ??= fetch().then(
      (module) => {
        code.loaded = module.default;
        return module;
      },
      (error: unknown) => {
        loading = null;
        throw error;
      },
    );
    return loading;
  };
  const code: Code<P> = { loaded: null, lazy: lazy(fetchOnce) as unknown as ComponentType<P> };
  return Object.assign((props: P) => createElement(LoadableView<P>, { code, props }), {
    load: () => fetchOnce().then(() => undefined),
    isLoaded: () => code.loaded !== null,
  });
}

/**
 * True once `load` has settled, after `wanted` turned true. Rendering a loadable only then keeps its
 * Suspense fallback (and React's reveal delay) out of the way; a failed load also turns it true, and
 * rendering the component then tries its code again and meets the failure as React.lazy would. The change is a
 * transition: React renders what it reveals (a whole page, at first) in short slices, not in one task
 * that holds a phone's main thread.
 */
export function useLoaded(load: () => Promise<unknown>, isLoaded: () => boolean, wanted = true): boolean {
  const [ready, setReady] = useState(isLoaded);
  useEffect(() => {
    if (!wanted || ready) return;
    let live = true;
    const settle = () => {
      if (live) startTransition(() => setReady(true));
    };
    load().then(settle, settle);
    return () => {
      live = false;
    };
  }, [wanted, ready, load]);
  return ready;
}
