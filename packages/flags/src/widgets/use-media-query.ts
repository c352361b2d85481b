/** Whether a media query matches, following changes (a resized window, a rotated tablet). */
import { useCallback, useMemo, useSyncExternalStore } from 'react';

export function useMediaQuery(window: Window | null, query: string): boolean {
  const list = useMemo(() => window?.matchMedia?.(query) ?? null, [window, query]);
  const subscribe = useCallback(
    (onChange: () => void) => {
      list?.addEventListener('change', onChange);
      return () => list?.removeEventListener('change', onChange);
    },
    [list],
  );
  const read = () => list?.matches ?? false;
  return useSyncExternalStore(subscribe, read, read);
}
