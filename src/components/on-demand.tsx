import { Component, lazy, Suspense, type ComponentType, type ReactNode } from 'react';

/** A part's code could not be downloaded. */
export class PartLoadError extends Error {
  constructor(cause: unknown) {
    super('Не удалось загрузить часть страницы', { cause });
    this.name = 'PartLoadError';
  }
}

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
  let loaded: Module | undefined;
  let pending: Promise<Module> | undefined;
  const start = () =>
    (pending ??= load().then(
      (component) => (loaded = { default: component }),
      (error: unknown) => {
        pending = undefined;
        part = lazyPart();
        throw new PartLoadError(error);
      },
    ));
  // Once downloaded, a thenable that answers at once: React.lazy then renders without suspending.
  const lazyPart = () => lazy(() => (loaded ? ({ then: (resolve: (module: Module) => void) => resolve(loaded!) } as Promise<Module>) : start()));
  let part = lazyPart();
  function Part(props: P) {
    const Loaded = part;
    return <Loaded {...props} />;
  }
  return Object.assign(Part, { prefetch: () => void start().catch(() => undefined) });
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
}

/**
 * Keeps a part that could not be downloaded from taking the page down with it: its fallback shows
 * instead (the field without its calendar, no dialog), and the next ask tries again. Any other
 * error goes on to the boundaries above, as if this one were not there.
 */
export class LoadFailure extends Component<LoadFailureProps, LoadFailureState> {
  state: LoadFailureState = { error: null, retryKey: this.props.retryKey };

  static getDerivedStateFromProps(props: LoadFailureProps, state: LoadFailureState): Partial<LoadFailureState> | null {
    return props.retryKey === state.retryKey ? null : { error: null, retryKey: props.retryKey };
  }

  static getDerivedStateFromError(error: unknown): Partial<LoadFailureState> {
    return { error };
  }

  render() {
    const { error } = this.state;
    if (error === null) return this.props.children;
    if (error instanceof PartLoadError) return this.props.fallback;
    throw error;
  }
}

interface OnDemandPartProps {
  /** Shown while the part downloads and if it could not be downloaded; nothing by default. */
  fallback?: ReactNode;
  /** When this changes (the part is asked for again), a failed download is tried again. */
  retryKey?: unknown;
  children: ReactNode;
}

/** Where an on-demand part is rendered: its own Suspense and LoadFailure, so the page around it never waits or fails for it. */
export function OnDemandPart({ fallback = null, retryKey, children }: OnDemandPartProps) {
  return (
    <LoadFailure fallback={fallback} retryKey={retryKey}>
      <Suspense fallback={fallback}>{children}</Suspense>
    </LoadFailure>
  );
}
