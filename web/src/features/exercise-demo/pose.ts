import type { DemoSequence, Pose } from '../../../../contracts/workouts';

export const JOINTS = [
  'head',
  'neck',
  'hip',
  'leftElbow',
  'leftHand',
  'rightElbow',
  'rightHand',
  'leftKnee',
  'leftFoot',
  'rightKnee',
  'rightFoot',
] as const satisfies readonly (keyof Pose)[];

/** Share of each keyframe's slot spent holding still before easing into the next one. */
export const HOLD_SHARE = 0.25;

/** Smooth in and out, so a move starts and lands softly rather than at constant speed. */
export function easeInOut(t: number): number {
  return t < 0.5 ? 2 * t * t : 1 - 2 * (1 - t) * (1 - t);
}

function mix(a: Pose, b: Pose, t: number): Pose {
  const pose = {} as Record<keyof Pose, [number, number]>;
  for (const joint of JOINTS) {
    const [ax, ay] = a[joint];
    const [bx, by] = b[joint];
    pose[joint] = [ax + (bx - ax) * t, ay + (by - ay) * t];
  }
  return pose;
}

/**
 * The figure's pose `tMs` into the loop. The loop is split into one equal
 * slot per keyframe: each slot holds its frame for `HOLD_SHARE`, then eases
 * into the next frame; the last eases back into the first, so it loops
 * without a jump. Negative or overlong times wrap around.
 */
export function poseAt(sequence: Pick<DemoSequence, 'durationMs' | 'frames'>, tMs: number): Pose {
  const { frames, durationMs } = sequence;
  const first = frames[0];
  if (!first) throw new Error('a demo sequence needs frames');
  if (frames.length === 1 || !Number.isFinite(tMs)) return first;
  const t = ((tMs % durationMs) + durationMs) % durationMs;
  const slot = durationMs / frames.length;
  const index = Math.min(Math.floor(t / slot), frames.length - 1);
  const within = (t - index * slot) / slot;
  const from = frames[index] ?? first;
  const to = frames[(index + 1) % frames.length] ?? first;
  if (within <= HOLD_SHARE) return from;
  return mix(from, to, easeInOut((within - HOLD_SHARE) / (1 - HOLD_SHARE)));
}
