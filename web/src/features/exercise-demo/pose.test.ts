import { describe, expect, it } from 'vitest';
import type { Pose } from '../../../../contracts/workouts';
import { easeInOut, HOLD_SHARE, JOINTS, poseAt } from './pose';

function pose(dx: number, dy = 0): Pose {
  const p = {} as Record<keyof Pose, [number, number]>;
  JOINTS.forEach((joint, i) => (p[joint] = [10 + i + dx, 20 + i + dy]));
  return p;
}

const standing = pose(0);
const squatting = pose(0, 30);
const sequence = { durationMs: 2000, frames: [standing, squatting] };
const slot = sequence.durationMs / sequence.frames.length;

describe('poseAt', () => {
  it('starts on the first keyframe and holds it for the first part of its slot', () => {
    expect(poseAt(sequence, 0)).toEqual(standing);
    expect(poseAt(sequence, slot * HOLD_SHARE)).toEqual(standing);
  });

  it('is half-way between two keyframes at the middle of the easing', () => {
    const middle = slot * (HOLD_SHARE + (1 - HOLD_SHARE) / 2);
    const hip = poseAt(sequence, middle).hip;
    expect(hip[0]).toBeCloseTo(standing.hip[0]);
    expect(hip[1]).toBeCloseTo((standing.hip[1] + squatting.hip[1]) / 2);
  });

  it('reaches the next keyframe at the start of its slot', () => {
    expect(poseAt(sequence, slot)).toEqual(squatting);
  });

  it('eases the last keyframe back into the first so the loop has no jump', () => {
    const nearEnd = poseAt(sequence, sequence.durationMs - 1).head[1];
    expect(nearEnd).toBeCloseTo(standing.head[1], 0);
  });

  it('wraps times past the loop and before zero', () => {
    expect(poseAt(sequence, sequence.durationMs + slot)).toEqual(squatting);
    expect(poseAt(sequence, -slot)).toEqual(squatting);
  });

  it('moves every joint between its two keyframes, never past them', () => {
    for (let t = 0; t <= sequence.durationMs; t += 37) {
      const current = poseAt(sequence, t);
      for (const joint of JOINTS) {
        expect(current[joint][1]).toBeGreaterThanOrEqual(standing[joint][1] - 1e-9);
        expect(current[joint][1]).toBeLessThanOrEqual(squatting[joint][1] + 1e-9);
      }
    }
  });
});

describe('easeInOut', () => {
  it('starts at 0, ends at 1 and passes 0.5 at the middle', () => {
    expect(easeInOut(0)).toBe(0);
    expect(easeInOut(0.5)).toBe(0.5);
    expect(easeInOut(1)).toBe(1);
  });
});
