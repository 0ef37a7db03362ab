import { emit, fromCallback, fromPromise, setup, type SnapshotFrom } from 'xstate';

/** Spec 1 §9: the pointer leaves within 10 px of the top of the page. */
export const EXIT_INTENT_TOP_PX = 10;

/**
 * Whether a `mouseout` on the document is the pointer leaving the page
 * through its top edge (towards the tabs, the address bar or the close
 * button): it lands on no element (`relatedTarget` null) and is within 10 px
 * of the top. Moving between elements, or out through a side or the bottom,
 * is not.
 */
export function isTopEdgeExit(event: Pick<MouseEvent, 'clientY' | 'relatedTarget'>): boolean {
  return event.relatedTarget == null && event.clientY <= EXIT_INTENT_TOP_PX;
}

/** How far down the page a traveller must have been for a flick back to the top to count. */
export const FLICK_FROM_PX = 300;
/** How quickly: from that far down to the top within this time. */
export const FLICK_WITHIN_MS = 600;

/** Where the page was scrolled to, and when. */
export interface ScrollSample {
  y: number;
  at: number;
}

/**
 * The touch equivalent of the mouse leaving through the top (issue 9): on a
 * phone or tablet there is no pointer to leave, but a traveller about to go
 * flicks back to the top of the page (towards the address bar and the tabs).
 * True when the page is now at its top (within 10 px) and was at least
 * 300 px down at most 600 ms ago; a slow scroll back up reading the page is
 * not a flick.
 */
export function isFlickToTop(samples: readonly ScrollSample[], now: ScrollSample): boolean {
  if (now.y > EXIT_INTENT_TOP_PX) return false;
  return samples.some((sample) => now.at - sample.at <= FLICK_WITHIN_MS && sample.y >= FLICK_FROM_PX);
}

/** A pull at the top of the page: the finger moves down at least this far… */
export const PULL_PX = 80;
/** …within this time. */
export const PULL_WITHIN_MS = 400;

/** Where a finger was on the screen, and when. */
export interface TouchSample {
  clientY: number;
  at: number;
}

/**
 * The other touch gesture towards the browser's bar: on a page already at its
 * top (a short page cannot be flicked back up), a quick pull down — the
 * finger travels at least 80 px down within 400 ms.
 */
export function isPullAtTop(start: TouchSample, end: TouchSample, scrollY: number): boolean {
  return scrollY <= EXIT_INTENT_TOP_PX && end.clientY - start.clientY >= PULL_PX && end.at - start.at <= PULL_WITHIN_MS;
}

export interface ExitOfferInput {
  /** The offer was already shown in this browser session (its session flag is set). */
  alreadyOffered: boolean;
}

export type ExitOfferEvent =
  /** The pointer left the page through the top edge, or (on a touch screen) a flick brought the page back to its top. */
  { type: 'pointer.left-top' } | { type: 'touch.flicked-top' } | { type: 'accept' } | { type: 'dismiss' };

export type ExitOfferEmitted = { type: 'granted' } | { type: 'failed' };

/**
 * The exit-intent offer (spec 1 §2 "Exit offer dialog", §4, §9; spec 2 §4):
 * - it watches for the pointer leaving through the top edge, or on a touch
 *   screen a fast flick back to the top of the page (`isFlickToTop`) or a
 *   quick pull down on a page at its top (`isPullAtTop`), and then opens,
 *   once per browser session: opening sets the session flag
 *   (`rememberOffered`), and a session that has the flag never watches;
 * - Accept asks for the one bonus free workout (`grantBonus`); granted, the
 *   machine ends and emits `granted` (the page goes to /free); refused or
 *   unreachable, it emits `failed` (the page says "Failed to grant bonus
 *   workout") and the offer stays open to try again or close;
 * - closing the dialog ends the offer for the session.
 *
 * `watchExitIntent`, `grantBonus` and `rememberOffered` are provided by the
 * page (tests provide their own).
 *
 * @see features/workouts/bonus-workout.feature
 */
export const exitOfferMachine = setup({
  types: {
    input: {} as ExitOfferInput,
    context: {} as ExitOfferInput,
    events: {} as ExitOfferEvent,
    emitted: {} as ExitOfferEmitted,
  },
  actors: {
    watchExitIntent: fromCallback<ExitOfferEvent>(({ sendBack }) => {
      const onMouseOut = (event: MouseEvent) => {
        if (isTopEdgeExit(event)) sendBack({ type: 'pointer.left-top' });
      };
      // Scrolling only counts once the traveller has touched the screen: a mouse wheel is not a flick.
      let touching = false;
      let samples: ScrollSample[] = [];
      let pullStart: TouchSample | null = null;
      const onTouchStart = (event: TouchEvent) => {
        touching = true;
        const touch = event.touches[0];
        pullStart = touch && window.scrollY <= EXIT_INTENT_TOP_PX ? { clientY: touch.clientY, at: performance.now() } : null;
      };
      const onTouchMove = (event: TouchEvent) => {
        const touch = event.touches[0];
        if (!pullStart || !touch) return;
        if (isPullAtTop(pullStart, { clientY: touch.clientY, at: performance.now() }, window.scrollY)) {
          pullStart = null;
          sendBack({ type: 'touch.flicked-top' });
        }
      };
      const onScroll = () => {
        if (!touching) return;
        const now = { y: window.scrollY, at: performance.now() };
        if (isFlickToTop(samples, now)) sendBack({ type: 'touch.flicked-top' });
        samples = [...samples.filter((sample) => now.at - sample.at <= FLICK_WITHIN_MS), now];
      };
      document.addEventListener('mouseout', onMouseOut);
      document.addEventListener('touchstart', onTouchStart, { passive: true });
      document.addEventListener('touchmove', onTouchMove, { passive: true });
      window.addEventListener('scroll', onScroll, { passive: true });
      return () => {
        document.removeEventListener('mouseout', onMouseOut);
        document.removeEventListener('touchstart', onTouchStart);
        document.removeEventListener('touchmove', onTouchMove);
        window.removeEventListener('scroll', onScroll);
      };
    }),
    grantBonus: fromPromise<void>(async () => {
      throw new Error('grantBonus is provided by the page');
    }),
  },
  actions: {
    rememberOffered: () => undefined,
    announceGranted: emit({ type: 'granted' } as const),
    announceFailure: emit({ type: 'failed' } as const),
  },
  guards: {
    offeredBefore: ({ context }) => context.alreadyOffered,
  },
}).createMachine({
  id: 'exitOffer',
  context: ({ input }) => ({ alreadyOffered: input.alreadyOffered }),
  initial: 'opening',
  states: {
    opening: {
      always: [{ guard: 'offeredBefore', target: 'spent' }, { target: 'watching' }],
    },
    watching: {
      invoke: { src: 'watchExitIntent' },
      on: {
        'pointer.left-top': { target: 'open', actions: 'rememberOffered' },
        'touch.flicked-top': { target: 'open', actions: 'rememberOffered' },
      },
    },
    open: {
      on: { accept: 'granting', dismiss: 'spent' },
    },
    granting: {
      invoke: {
        src: 'grantBonus',
        onDone: { target: 'granted' },
        onError: { target: 'open', actions: 'announceFailure' },
      },
    },
    granted: { type: 'final', entry: 'announceGranted' },
    /** Shown and closed, or shown earlier in this session: nothing more to do. */
    spent: { type: 'final' },
  },
});

export type ExitOfferSnapshot = SnapshotFrom<typeof exitOfferMachine>;

/** Whether the dialog is on screen (also while the grant is on its way). */
export const isOfferOpen = (snapshot: ExitOfferSnapshot): boolean => snapshot.matches('open') || snapshot.matches('granting');

export const isGranting = (snapshot: ExitOfferSnapshot): boolean => snapshot.matches('granting');
