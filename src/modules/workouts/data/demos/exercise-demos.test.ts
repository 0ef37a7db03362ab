import { describe, expect, it } from 'vitest';
import { DemoSequenceSchema, type Pose } from '../../../../../contracts/workouts';
import { EXERCISES } from '../exercises';
import { DEMO_TEMPLATES } from './demo-templates';
import { localSequenceFor } from './exercise-demos';
import { FLOOR_Y } from './stick-figure';

const BONES: readonly (readonly [keyof Pose, keyof Pose])[] = [
  ['head', 'neck'],
  ['neck', 'hip'],
  ['neck', 'leftElbow'],
  ['leftElbow', 'leftHand'],
  ['neck', 'rightElbow'],
  ['rightElbow', 'rightHand'],
  ['hip', 'leftKnee'],
  ['leftKnee', 'leftFoot'],
  ['hip', 'rightKnee'],
  ['rightKnee', 'rightFoot'],
];

const length = (pose: Pose, [a, b]: readonly [keyof Pose, keyof Pose]) => Math.hypot(pose[a][0] - pose[b][0], pose[a][1] - pose[b][1]);

describe('exercise demos', () => {
  it.each(EXERCISES.map((e) => [e.id, e] as const))('%s has a valid custom sequence', (_id, exercise) => {
    expect(DemoSequenceSchema.safeParse(localSequenceFor(exercise)).success).toBe(true);
  });

  it.each(Object.entries(DEMO_TEMPLATES))('the %s figure keeps its bone lengths between frames', (_name, sequence) => {
    const [first, ...rest] = sequence.frames;
    for (const frame of rest) {
      for (const bone of BONES) {
        expect(Math.abs(length(frame, bone) - length(first!, bone))).toBeLessThan(0.5);
      }
    }
  });

  it.each(Object.entries(DEMO_TEMPLATES))('the %s figure stays in its box and stands on the floor', (_name, sequence) => {
    for (const frame of sequence.frames) {
      const points = Object.values(frame);
      const lowest = Math.max(...points.map(([, y]) => y));
      expect(lowest).toBeLessThanOrEqual(FLOOR_Y + 0.5);
      expect(lowest).toBeGreaterThan(FLOOR_Y - 12);
      for (const [x, y] of points) {
        expect(x).toBeGreaterThanOrEqual(0);
        expect(x).toBeLessThanOrEqual(100);
        expect(y).toBeGreaterThanOrEqual(0);
      }
    }
  });
});
