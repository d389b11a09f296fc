/** A chunk of code a view does not need to show itself, loaded once a visitor starts to need it. */
export interface CodeOnDemand<T> {
  /** Loads the code, at most once at a time; a failed load is tried once more, then forgotten, so that a later call loads it afresh. */
  load(): Promise<T>;
  /**
   * Runs `run` with the code: at once when it has loaded, so within the visitor's gesture (a
   * download the press starts), else once it has; `onUnavailable` when it cannot be loaded.
   */
  use(run: (code: T) => void, onUnavailable: () => void): void;
}

/**
 * Wraps a dynamic `import()`. Not `loadWithRetry`: that one checks for a federated component and
 * pauses between tries, both wrong for a plain chunk that a visitor's press is waiting for.
 */
export function codeOnDemand<T>(importCode: () => Promise<T>): CodeOnDemand<T> {
  let loaded: T | undefined;
  let loading: Promise<T> | undefined;
  const load = () => {
    loading ??= importCode()
      .catch(importCode)
      .then(
        (code) => (loaded = code),
        (error: unknown) => {
          loading = undefined;
          throw error;
        },
      );
    return loading;
  };
  return {
    load,
    use(run, onUnavailable) {
      if (loaded !== undefined) return run(loaded);
      load().then(run, onUnavailable);
    },
  };
}
