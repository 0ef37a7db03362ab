import type { TimerRequest } from './wakeful-timers';

/**
 * The far end of `wakeful-timers.ts`: timers in a dedicated worker, which
 * Chromium does not hold back as it does a hidden page's own. Each fires at
 * its due time (wall-clock ms, so however long the worker took to start is
 * not added to it) and posts its id back to the page.
 */
const timers = new Map<number, ReturnType<typeof setTimeout>>();

addEventListener('message', ({ data }: MessageEvent<TimerRequest>) => {
  if ('clear' in data) {
    clearTimeout(timers.get(data.clear));
    timers.delete(data.clear);
    return;
  }
  const { set: id, due } = data;
  timers.set(
    id,
    setTimeout(
      () => {
        timers.delete(id);
        postMessage(id);
      },
      Math.max(0, due - Date.now()),
    ),
  );
});
