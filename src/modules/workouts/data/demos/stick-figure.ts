import type { Pose } from '../../../../../contracts/workouts';

/**
 * Builds stick-figure poses from joint angles instead of raw points, so every
 * bone keeps its length between keyframes by construction (the figure never
 * stretches). Angles are degrees of a segment's direction: 0 points down,
 * 90 forward (the figure faces +x), 180 up, -90 backward. The box is 100 × 100
 * with y growing downwards and the floor at y = 92.
 */
export const FLOOR_Y = 92;

export const BONES = {
  headToNeck: 8,
  torso: 25,
  upperArm: 13,
  forearm: 12,
  thigh: 20,
  shin: 20,
} as const;

/** [upper segment angle, lower segment angle]. */
export type Limb = readonly [number, number];

export interface FigureAngles {
  /** Direction from hip to neck (180: upright). */
  torso: number;
  /** Head tilt relative to the torso line. */
  headTilt?: number;
  leftArm: Limb;
  rightArm: Limb;
  leftLeg: Limb;
  rightLeg: Limb;
  /** Raised off the floor by this much (jumps, calf raises). */
  lift?: number;
}

type Point = [number, number];

function step(from: Point, angle: number, length: number): Point {
  const radians = (angle * Math.PI) / 180;
  return [from[0] + Math.sin(radians) * length, from[1] + Math.cos(radians) * length];
}

function limb(from: Point, [upper, lower]: Limb, upperLength: number, lowerLength: number): [Point, Point] {
  const joint = step(from, upper, upperLength);
  return [joint, step(joint, lower, lowerLength)];
}

/** The pose with its hip at the origin. */
function rawPose(a: FigureAngles): Pose {
  const hip: Point = [0, 0];
  const neck = step(hip, a.torso, BONES.torso);
  const head = step(neck, a.torso + (a.headTilt ?? 0), BONES.headToNeck);
  const [leftElbow, leftHand] = limb(neck, a.leftArm, BONES.upperArm, BONES.forearm);
  const [rightElbow, rightHand] = limb(neck, a.rightArm, BONES.upperArm, BONES.forearm);
  const [leftKnee, leftFoot] = limb(hip, a.leftLeg, BONES.thigh, BONES.shin);
  const [rightKnee, rightFoot] = limb(hip, a.rightLeg, BONES.thigh, BONES.shin);
  return { head, neck, hip, leftElbow, leftHand, rightElbow, rightHand, leftKnee, leftFoot, rightKnee, rightFoot };
}

function shift(pose: Pose, dx: number, dy: number): Pose {
  const moved = Object.entries(pose).map(([joint, [x, y]]) => [joint, [Math.round((x + dx) * 10) / 10, Math.round((y + dy) * 10) / 10]]);
  return Object.fromEntries(moved) as Pose;
}

/** Lowest joint (largest y): what touches the floor. */
function lowestY(pose: Pose): number {
  return Math.max(...Object.values(pose).map(([, y]) => y));
}

/**
 * Keyframes of one move: each frame rests on the floor (its lowest joint at
 * FLOOR_Y, minus its lift, or on a chair seat for seated moves: the feet still
 * reach the floor) and the whole loop is centred once, from its first frame,
 * so the figure does not slide sideways between frames.
 */
export function frames(angles: readonly FigureAngles[], anchor: keyof Pose = 'rightFoot', centreX = 50): Pose[] {
  const raw = angles.map(rawPose);
  const grounded = raw.map((pose, i) => shift(pose, 0, FLOOR_Y - lowestY(pose) - (angles[i]?.lift ?? 0)));
  const first = grounded[0];
  if (!first) return [];
  // The anchor joint (the planted foot, the hands of a push-up) stays put; the rest moves around it.
  const anchored = grounded.map((pose) => shift(pose, first[anchor][0] - pose[anchor][0], 0));
  const xs = anchored.flatMap((pose) => Object.values(pose).map(([x]) => x));
  const dx = centreX - (Math.min(...xs) + Math.max(...xs)) / 2;
  return anchored.map((pose) => shift(pose, dx, 0));
}
