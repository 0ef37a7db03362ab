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

/**
 * Scrolls the element (a screen) to the top of the window when it appears:
 * the workout starts with its timer and Complete set on screen, rather than
 * below the page's title and trial banner on a phone.
 */
export function useScrolledToTopOnMount<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  useEffect(() => {
    const element = ref.current;
    // jsdom has no layout and no scrollIntoView.
    if (element && typeof element.scrollIntoView === 'function') element.scrollIntoView({ block: 'start' });
  }, []);
  return ref;
}
