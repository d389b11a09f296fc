/** A chunk of code a view does not need to show itself, loaded once a visitor starts to need it. */
export interface CodeOnDemand<T> {
  /** The code once it has loaded, so that a press can use it at once, within the visitor's gesture. */
  loaded(): T | undefined;
  /** Loads the code, at most once at a time; a failed load is tried once more, then forgotten, so that a later call loads it afresh. */
  load(): Promise<T>;
}

/**
 * Wraps a dynamic `import()`. Not `loadWithRetry`: that one checks for a federated component and
 * pauses between tries, both wrong for a plain chunk that a visitor's press is waiting for.
 */
export function codeOnDemand<T>(importCode: () => Promise<T>): CodeOnDemand<T> {
  let loaded: T | undefined;
  let loading: Promise<T> | undefined;
  return {
    loaded: () => loaded,
    load() {
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
    },
  };
}
