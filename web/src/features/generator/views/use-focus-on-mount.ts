import { useEffect, useRef } from 'react';

/**
 * Moves focus to the element (a screen's heading) when the screen appears, so
 * keyboard and screen-reader users start on the new step rather than on a
 * button that is gone. `enabled` false leaves focus where it is (the form on
 * a first visit).
 */
export function useFocusOnMount<T extends HTMLElement>(enabled = true) {
  const ref = useRef<T>(null);
  useEffect(() => {
    if (enabled) ref.current?.focus();
  }, [enabled]);
  return ref;
}
