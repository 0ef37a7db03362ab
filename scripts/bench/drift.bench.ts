import { GENERATOR_TIMING } from '../../contracts/workouts/generator.schemas';
import type { Level } from '../../contracts/workouts/vocabulary';
import { endPhase, EXERCISE_MS, firstSession, type SessionState } from '../../web/src/features/generator/machines/workout-session';
import { launchCdpChromium, type CdpTab } from './cdp-chromium';
import { percentile } from './percentile';
import { newTrialTraveller } from './trial-traveller';

/** How long the tab stays in front, then behind another tab, in turn: half the time hidden, and not a multiple of any phase. */
const SWITCH_EVERY_MS = 67_000;
/** The target: every phase change within this of its deadline. */
export const TARGET_MS = 100;

export interface PhaseChange {
  /** What the screen changed to: `countdown over`, `exercise 2 set 1 rest`, `completed`. */
  phase: string;
  deadline: number;
  seenAt: number;
  /** seenAt − deadline: positive when the page showed it late. */
  driftMs: number;
  hidden: boolean;
}

interface DriftSummary {
  count: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  withinTarget: number;
}

export interface DriftResult {
  exercises: number;
  level: Level;
  wallMs: number;
  all: DriftSummary;
  visible: DriftSummary;
  hidden: DriftSummary;
  changes: PhaseChange[];
}

/**
 * Watches the generator's screen from inside the page (installed before /app
 * loads): each time what it shows changes — the step, the exercise, the set,
 * work or rest — it notes when (`Date.now()`, the machines' clock) and
 * whether the tab was hidden. It also notes when Start Workout is pressed:
 * the get-ready countdown starts then, so every deadline follows from it.
 */
const RECORDER = `(() => {
  const drift = (window.__drift = { startedAt: null, log: [] });
  document.addEventListener('click', (event) => {
    const button = event.target instanceof Element ? event.target.closest('button') : null;
    if (button && button.textContent.trim() === 'Start Workout') drift.startedAt = Date.now();
  }, true);
  const number = (testId) => Number((document.querySelector('[data-testid="' + testId + '"]')?.textContent ?? '').match(/\\d+/)?.[0] ?? NaN);
  const shown = () => {
    const step = document.querySelector('.generator')?.getAttribute('data-step') ?? 'none';
    if (step !== 'active') return step;
    const resting = document.querySelector('.generator-phase--rest') !== null;
    return 'exercise ' + number('exercise-position') + ' set ' + number('set-position') + (resting ? ' rest' : ' work');
  };
  let last = '';
  const look = () => {
    const now = shown();
    if (now === last) return;
    last = now;
    drift.log.push({ phase: now, at: Date.now(), hidden: document.visibilityState === 'hidden' });
  };
  new MutationObserver(look).observe(document, { subtree: true, childList: true, characterData: true, attributes: true, attributeFilter: ['data-step', 'class'] });
})();`;

interface Seen {
  phase: string;
  at: number;
  hidden: boolean;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function waitFor(tab: CdpTab, expression: string, what: string, timeoutMs = 30_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (await tab.evaluate<boolean>(`Boolean(${expression})`).catch(() => false)) return;
    await sleep(200);
  }
  throw new Error(`timed out waiting for ${what}`);
}

const pressButton = (tab: CdpTab, label: string) =>
  tab.evaluate(
    `(() => { const b = [...document.querySelectorAll('button')].find((b) => b.textContent.trim() === ${JSON.stringify(label)}); if (!b) throw new Error('no button ' + ${JSON.stringify(label)}); b.click(); })()`,
    { userGesture: true },
  );

/** The workout's phase changes and their deadlines, by the generator's own rules (workout-session.ts), from the press of Start Workout. */
function expectedChanges(startedAt: number, exercises: number, level: Level): { phase: string; deadline: number }[] {
  const describe = (state: SessionState) => `exercise ${state.index + 1} set ${state.set} ${state.resting ? 'rest' : 'work'}`;
  let state = firstSession(exercises);
  let deadline = startedAt + GENERATOR_TIMING.countdownSeconds * 1000;
  const changes = [{ phase: describe(state), deadline }];
  deadline += EXERCISE_MS;
  while (!state.completed) {
    const next = endPhase(state, level);
    state = next.state;
    changes.push({ phase: state.completed ? 'completed' : describe(state), deadline });
    deadline += next.phaseMs;
  }
  return changes;
}

function summary(changes: readonly PhaseChange[]): DriftSummary {
  const drifts = changes.map((change) => Math.abs(change.driftMs));
  return {
    count: changes.length,
    p50Ms: percentile(drifts, 0.5),
    p99Ms: percentile(drifts, 0.99),
    maxMs: drifts.length > 0 ? Math.max(...drifts) : Number.NaN,
    withinTarget: drifts.filter((drift) => drift <= TARGET_MS).length,
  };
}

/**
 * Timer drift over a generated 10-minute workout at /app, in real time, in
 * headless Chromium: a trial traveller generates it, presses Start Workout
 * and lets it run (every set ends by its timer) while the tab goes behind
 * another tab and back every 67 s, so it is hidden half of the time and
 * Chromium throttles its timers then. Each phase change the page shows is
 * compared with its deadline by the generator's rules, counted from the
 * press of Start Workout. Takes about 12 minutes.
 */
export async function benchDrift(baseUrl: string): Promise<DriftResult> {
  const traveller = await newTrialTraveller(baseUrl);
  const chromium = await launchCdpChromium();
  const began = Date.now();
  try {
    const app = await chromium.newTab();
    await app.send('Page.enable'); // without it, the recorder below is never installed
    await app.send('Page.navigate', { url: `${baseUrl}/` });
    await waitFor(
      app,
      `location.origin === ${JSON.stringify(new URL(baseUrl).origin)} && document.readyState === 'complete'`,
      'the home page',
    );
    await app.evaluate(`localStorage.setItem('fc_auth_token', ${JSON.stringify(traveller.token)}); localStorage.setItem('fc_lang', 'en')`);
    await app.send('Page.addScriptToEvaluateOnNewDocument', { source: RECORDER });
    await app.send('Page.navigate', { url: `${baseUrl}/app` });
    await waitFor(app, `document.querySelector('input[name="minutes"][value="10"]')`, 'the generator form');
    const level = await app.evaluate<Level>(`document.querySelector('input[name="intensity"]:checked').value`);
    await app.evaluate(`document.querySelector('input[name="minutes"][value="10"]').click()`, { userGesture: true });
    await pressButton(app, 'Generate My Workout');
    // The preview comes in a chunk of its own: wait for its button, not only for the step.
    await waitFor(
      app,
      `[...document.querySelectorAll('button')].some((b) => b.textContent.trim() === 'Start Workout')`,
      'the plan preview',
    );
    const exercises = await app.evaluate<number>(`document.querySelectorAll('.generator-preview__card').length`);
    await pressButton(app, 'Start Workout');

    console.log(`  drift: ${exercises} exercises (${level}) started; the tab goes behind another every ${SWITCH_EVERY_MS / 1000} s`);
    // The tab that covers the app's when in front; opening it puts it in front, so bring the app's back.
    const cover = await chromium.newTab();
    await chromium.activate(app);
    let hidden = false;
    let switchAt = Date.now() + SWITCH_EVERY_MS;
    const end = Date.now() + 20 * 60_000;
    while (!(await app.evaluate<boolean>(`document.querySelector('.generator[data-step="completed"]') !== null`))) {
      if (Date.now() > end) throw new Error('the workout did not end within 20 minutes');
      if (Date.now() >= switchAt) {
        await chromium.activate(hidden ? app : cover);
        hidden = !hidden;
        console.log(`  drift: tab ${hidden ? 'hidden' : 'in front'} at ${Math.round((Date.now() - began) / 1000)} s`);
        switchAt += SWITCH_EVERY_MS;
      }
      await sleep(500);
    }
    await chromium.activate(app);

    const { startedAt, log } = await app.evaluate<{ startedAt: number | null; log: Seen[] }>(`window.__drift`);
    if (startedAt === null) throw new Error('the press of Start Workout was not seen');
    const changes: PhaseChange[] = [];
    let from = 0;
    for (const expected of expectedChanges(startedAt, exercises, level)) {
      const index = log.findIndex((seen, i) => i >= from && seen.phase === expected.phase);
      if (index < 0) throw new Error(`the page never showed "${expected.phase}": ${JSON.stringify(log.slice(from, from + 5))}`);
      const seen = log[index]!;
      changes.push({ ...expected, seenAt: seen.at, driftMs: seen.at - expected.deadline, hidden: seen.hidden });
      from = index + 1;
    }
    return {
      exercises,
      level,
      wallMs: Date.now() - began,
      all: summary(changes),
      visible: summary(changes.filter((change) => !change.hidden)),
      hidden: summary(changes.filter((change) => change.hidden)),
      changes,
    };
  } finally {
    await chromium.close();
  }
}
