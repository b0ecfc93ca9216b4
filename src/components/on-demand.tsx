import { Component, createContext, lazy, Suspense, useContext, type ComponentType, type ReactNode } from 'react';

/** A part's code could not be downloaded. */
export class PartLoadError extends Error {
  constructor(cause: unknown) {
    super('Не удалось загрузить часть страницы', { cause });
    this.name = 'PartLoadError';
  }
}

/**
 * One ask for the parts inside an OnDemandPart: a new one when the part is mounted anew or asked
 * for again (`retryKey`). It stays the same while React renders the same ask again.
 */
const NO_ASK = {};
const AskContext = createContext<object>(NO_ASK);

/** A component whose code is downloaded the first time it is shown, or earlier by `prefetch()`. */
export type OnDemand<P extends object> = ComponentType<P> & {
  /** Starts the download (on a sign of intent); a failure is ignored here and retried when shown. */
  prefetch: () => void;
};

/**
 * React.lazy for parts of a screen that the first paint does not need (dialogs, menus, a calendar
 * popup), with two differences: a part fetched ahead (`prefetch()` on a sign of intent) shows at
 * once, without a moment of fallback; and a failed download (no network for a moment, a newer
 * deployment) is not remembered, so the next time the part is asked for it is downloaded again.
 * Render it inside <OnDemandPart>.
 */
export function onDemand<P extends object>(load: () => Promise<ComponentType<P>>): OnDemand<P> {
  type Module = { default: ComponentType<P> };
  const code = downloadOnce(
    () => load().then((component): Module => ({ default: component })),
    (error) => {
      current.failed = true;
      return new PartLoadError(error);
    },
  );
  // Once downloaded, a thenable that answers at once: React.lazy then renders without suspending.
  const lazyPart = () =>
    lazy(() => {
      const loaded = code.loaded();
      return loaded
        ? ({ then: (resolve: (module: Module) => void) => resolve(loaded) } as Promise<Module>)
        : code.load();
    });
  let current: { part: ReturnType<typeof lazyPart>; ask?: object; failed: boolean } = {
    part: lazyPart(),
    failed: false,
  };
  // The part for an ask (see AskContext): a failed download stays failed for the ask that saw it,
  // so that React rendering it again (which it does after an error) shows the failure instead of
  // starting download after download while offline; a new ask gets a new download. The same ask
  // always gets the same part, so calling this while rendering changes nothing React can see.
  const askedBy = (ask: object) => {
    if (current.failed && current.ask !== ask) current = { part: lazyPart(), ask, failed: false };
    current.ask ??= ask;
  };
  function Part(props: P) {
    askedBy(useContext(AskContext));
    const Loaded = current.part;
    return <Loaded {...props} />;
  }
  return Object.assign(Part, { prefetch: code.prefetch });
}

/**
 * Code downloaded once per page: `load()` starts the download or joins the one under way,
 * `loaded()` gives it synchronously once it is there, `prefetch()` starts it on a sign of intent.
 * A failed download is not remembered: the next `load()` downloads again. `failure` turns the
 * error into what `load()` rejects with (and may note the failure).
 */
export function downloadOnce<T>(load: () => Promise<T>, failure: (error: unknown) => unknown = (error) => error) {
  let loaded: T | undefined;
  let pending: Promise<T> | undefined;
  const start = () =>
    (pending ??= load().then(
      (module) => (loaded = module),
      (error: unknown) => {
        pending = undefined;
        throw failure(error);
      },
    ));
  return { load: start, loaded: () => loaded, prefetch: () => void start().catch(() => undefined) };
}

interface LoadFailureProps {
  /** Shown instead of the part when its code could not be downloaded. */
  fallback: ReactNode;
  /** When this changes (the part is asked for again), the download is tried again. */
  retryKey?: unknown;
  children: ReactNode;
}

interface LoadFailureState {
  error: unknown;
  retryKey: unknown;
  ask: object;
}

/**
 * Keeps a part that could not be downloaded from taking the page down with it: its fallback shows
 * instead (the field without its calendar, no dialog), and the next ask tries again. Any other
 * error goes on to the boundaries above, as if this one were not there.
 */
export class LoadFailure extends Component<LoadFailureProps, LoadFailureState> {
  state: LoadFailureState = { error: null, retryKey: this.props.retryKey, ask: {} };

  static getDerivedStateFromProps(props: LoadFailureProps, state: LoadFailureState): Partial<LoadFailureState> | null {
    return props.retryKey === state.retryKey ? null : { error: null, retryKey: props.retryKey, ask: {} };
  }

  static getDerivedStateFromError(error: unknown): Partial<LoadFailureState> {
    return { error };
  }

  render() {
    const { error, ask } = this.state;
    if (error === null) return <AskContext.Provider value={ask}>{this.props.children}</AskContext.Provider>;
    if (error instanceof PartLoadError) return this.props.fallback;
    throw error;
  }
}

interface OnDemandPartProps {
  /** Shown while the part downloads and if it could not be downloaded; nothing by default. */
  fallback?: ReactNode;
  /** Shown instead of `fallback` when the download failed (a message, a way out). */
  failed?: ReactNode;
  /** When this changes (the part is asked for again), a failed download is tried again. */
  retryKey?: unknown;
  children: ReactNode;
}

/** Where an on-demand part is rendered: its own Suspense and LoadFailure, so the page around it never waits or fails for it. */
export function OnDemandPart({ fallback = null, failed = fallback, retryKey, children }: OnDemandPartProps) {
  return (
    <LoadFailure fallback={failed} retryKey={retryKey}>
      <Suspense fallback={fallback}>{children}</Suspense>
    </LoadFailure>
  );
}
