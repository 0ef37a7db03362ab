import { useEffect, useRef } from 'react';

/**
 * Moves focus to the element (a screen's heading) when the screen appears, so
 * keyboard and screen-reader users start on the new step rather than on a
 * button that is gone.
 */
export function useFocusOnMount<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  useEffect(() => {
    ref.current?.focus();
  }, []);
  return ref;
}
