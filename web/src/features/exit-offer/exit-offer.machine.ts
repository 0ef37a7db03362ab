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

export interface ExitOfferInput {
  /** The offer was already shown in this browser session (its session flag is set). */
  alreadyOffered: boolean;
}

export type ExitOfferEvent =
  /** The pointer left the page through the top edge. */
  { type: 'pointer.left-top' } | { type: 'accept' } | { type: 'dismiss' };

export type ExitOfferEmitted = { type: 'granted' } | { type: 'failed' };

/**
 * The exit-intent offer (spec 1 §2 "Exit offer dialog", §4, §9; spec 2 §4):
 * - it watches for the pointer leaving through the top edge and then opens,
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
      document.addEventListener('mouseout', onMouseOut);
      return () => document.removeEventListener('mouseout', onMouseOut);
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
      on: { 'pointer.left-top': { target: 'open', actions: 'rememberOffered' } },
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
