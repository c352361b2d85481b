/**
 * A chunk loaded on first use (react-select, floating-ui): imported once, remembered for later
 * renders, and tried again on the next use if the import failed.
 */
export function loadOnce<T>(load: () => Promise<T>) {
  let value: T | null = null;
  let loading: Promise<T> | undefined;
  return {
    /** The loaded value, or null before it has loaded. */
    get: () => value,
    load(): Promise<T> {
      loading ??= load().then((loaded) => (value = loaded));
      loading.catch(() => {
        loading = undefined;
      });
      return loading;
    },
  };
}
