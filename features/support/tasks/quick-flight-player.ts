import assert from 'node:assert/strict';
import type { WorkoutExercise } from '../../../contracts/workouts';
import {
  createPlayerMachine,
  isFinished,
  isPlaying,
  playerCounter,
  playerPhaseEnd,
  type PlayerSnapshot,
  playerMsLeft,
  playerPercent,
  type PlayerMachine,
} from '../../../web/src/features/quick-flight/machines/player.machine';
import { beepsBefore } from '../../../web/src/components/workout-audio/beeps';
import { toPlayerExercises, workMs } from '../../../web/src/features/quick-flight/machines/player-timeline';
import { aMove } from '../builders/quick-workouts';
import type { TravelWorld } from '../world';
import { secondsToMs } from './machine';

/**
 * Tasks for the quick flight player (web/src/features/quick-flight/machines/
 * player.machine.ts) on the scenario's simulated clock, as the page uses it:
 * started from the workout's moves, pressed with Start, Pause and Stop, read
 * with the same selectors the page draws with.
 */
const NAME = 'quick-flight player';
const names = new WeakMap<TravelWorld, string[]>();
const moves = new WeakMap<TravelWorld, WorkoutExercise[]>();

/** "4 reps", "10 seconds", "2 reps per side". */
function eachSet(text: string): Pick<WorkoutExercise, 'unit' | 'value' | 'perSide' | 'reps_or_time'> {
  const match = /^(\d+) (reps?|seconds?)( per side)?$/.exec(text.trim());
  assert.ok(match, `"${text}" is not "N reps", "N seconds" or either "per side"`);
  return {
    unit: match[2]!.startsWith('rep') ? 'reps' : 'seconds',
    value: Number(match[1]),
    perSide: match[3] !== undefined,
    reps_or_time: text,
  };
}

/** The workout the scenario describes, one row a move. */
export function describeWorkout(world: TravelWorld, rows: Record<string, string>[]): void {
  const blocks = rows.map((row) =>
    aMove({
      name: row.exercise!,
      sets: Number(row.sets),
      ...eachSet(row['each set']!),
      rest_between_sets_sec: secondsToMs(row['rest between sets']!) / 1000,
      rest_sec: secondsToMs(row['rest after']!) / 1000,
    }),
  );
  moves.set(world, blocks);
  names.set(
    world,
    blocks.map((block) => block.name),
  );
}

export function openPlayer(world: TravelWorld): void {
  const blocks = moves.get(world);
  assert.ok(blocks, 'No workout was described');
  world.machines.start(NAME, createPlayerMachine(world.machines.clock), { input: { exercises: toPlayerExercises(blocks) } });
}

function player(world: TravelWorld) {
  const actor = world.machines.find<PlayerMachine>(NAME);
  assert.ok(actor, 'The player is not open');
  return actor;
}

export function press(world: TravelWorld, type: 'start' | 'pause' | 'stop'): void {
  player(world).send({ type });
  world.machines.assertHealthy();
}

/** What the player shows now. */
export function shown(world: TravelWorld) {
  const snapshot = player(world).getSnapshot();
  const { position, exercises } = snapshot.context;
  const now = world.machines.now();
  return {
    exercise: names.get(world)?.[position.index],
    number: position.index + 1,
    count: exercises.length,
    set: position.set,
    sets: exercises[position.index]?.sets,
    phase: position.phase,
    counter: playerCounter(snapshot, now),
    msLeft: playerMsLeft(snapshot, now),
    playing: isPlaying(snapshot),
    finished: isFinished(snapshot),
    percent: playerPercent(snapshot),
    cues: beepsOf(snapshot, now),
  };
}

/** When the timer on screen will beep, in ms from now: the workout sound's count beeps before the phase's end. */
function beepsOf(snapshot: PlayerSnapshot, now: number): number[] {
  const end = playerPhaseEnd(snapshot);
  return end ? beepsBefore('workout', end.deadline, now).map((beep) => beep.at - now) : [];
}

/**
 * Plays the workout until `exercise` set `set` is about to start: Start if
 * the player is paused, then each phase runs out in turn. The player is left
 * playing, with the set's full reps or time ahead.
 */
export function playUntil(world: TravelWorld, exercise: string, set: number): void {
  if (!shown(world).playing) press(world, 'start');
  for (let guard = 0; guard < 100; guard += 1) {
    const now = shown(world);
    const full = workMs(player(world).getSnapshot().context.exercises[now.number - 1]!);
    if (now.exercise === exercise && now.set === set && now.phase === 'work' && now.msLeft === full) return;
    assert.ok(!now.finished, `The workout ended before "${exercise}" set ${set}`);
    world.machines.pass(now.msLeft);
  }
  assert.fail(`The player never reached "${exercise}" set ${set}`);
}
