import type { DemoSequence } from '../../../../../contracts/workouts';
import { frames, type FigureAngles, type Limb } from './stick-figure';

/**
 * The project's own exercise demos (DECISIONS.md "Media and audio"): a small
 * set of keyframed moves that every catalogue exercise maps onto
 * (`exercise-demos.ts`). Angles: 0 down, 90 forward, 180 up, -90 backward.
 */
const DOWN: Limb = [0, 0];
const FORWARD: Limb = [90, 90];
const UP: Limb = [180, 180];
const ON_HIPS: Limb = [25, -70];
const GUARD: Limb = [40, 150];
const STRAIGHT: Limb = [0, 0];

const stand = (over: Partial<FigureAngles> = {}): FigureAngles => ({
  torso: 180,
  leftArm: [-8, -4],
  rightArm: [8, 4],
  leftLeg: [-3, -3],
  rightLeg: [3, 3],
  ...over,
});

const seat = (over: Partial<FigureAngles> = {}): FigureAngles => ({
  torso: 178,
  leftArm: [10, 70],
  rightArm: [15, 75],
  leftLeg: [88, -2],
  rightLeg: [92, 2],
  ...over,
});

export const DEMO_TEMPLATES = {
  squat: {
    durationMs: 2400,
    props: ['floor'],
    frames: frames([
      stand({ leftArm: FORWARD, rightArm: FORWARD }),
      stand({ torso: 145, leftArm: FORWARD, rightArm: FORWARD, leftLeg: [75, -25], rightLeg: [78, -22] }),
    ]),
  },
  sitToStand: {
    durationMs: 2800,
    props: ['floor', 'chair'],
    frames: frames([seat({ leftArm: FORWARD, rightArm: FORWARD }), stand({ leftArm: FORWARD, rightArm: FORWARD })]),
  },
  wallSit: {
    durationMs: 3000,
    props: ['floor', 'wall'],
    frames: frames([seat({ torso: 180, leftArm: DOWN, rightArm: DOWN }), seat({ torso: 180, leftArm: [5, 5], rightArm: [5, 5] })]),
  },
  lunge: {
    durationMs: 2600,
    props: ['floor'],
    frames: frames([
      stand({ leftArm: ON_HIPS, rightArm: ON_HIPS, leftLeg: [-20, -40], rightLeg: [30, 0] }),
      stand({ leftArm: ON_HIPS, rightArm: ON_HIPS, leftLeg: [-30, -85], rightLeg: [82, 0] }),
    ]),
  },
  jumpLunge: {
    durationMs: 1600,
    props: ['floor'],
    frames: frames([
      stand({ leftArm: GUARD, rightArm: GUARD, leftLeg: [-30, -85], rightLeg: [82, 0] }),
      stand({ leftArm: [140, 150], rightArm: [140, 150], leftLeg: [-10, -20], rightLeg: [20, 0], lift: 4 }),
      stand({ leftArm: GUARD, rightArm: GUARD, leftLeg: [82, 0], rightLeg: [-30, -85] }),
    ]),
  },
  pushUp: {
    durationMs: 2400,
    props: ['floor'],
    frames: frames(
      [
        { torso: 112, leftArm: STRAIGHT, rightArm: STRAIGHT, leftLeg: [-68, -68], rightLeg: [-67, -67] },
        { torso: 100, leftArm: [-60, 63], rightArm: [-60, 63], leftLeg: [-80, -80], rightLeg: [-79, -79] },
      ],
      'rightHand',
    ),
  },
  kneelingPushUp: {
    durationMs: 2400,
    props: ['floor'],
    frames: frames(
      [
        { torso: 125, leftArm: STRAIGHT, rightArm: STRAIGHT, leftLeg: [-55, -150], rightLeg: [-55, -150] },
        { torso: 105, leftArm: [-60, 63], rightArm: [-60, 63], leftLeg: [-75, -160], rightLeg: [-75, -160] },
      ],
      'rightHand',
    ),
  },
  inclinePush: {
    durationMs: 2400,
    props: ['floor', 'wall'],
    frames: frames([
      stand({ torso: 150, leftArm: [110, 110], rightArm: [110, 110], leftLeg: [-25, -25], rightLeg: [-24, -24] }),
      stand({ torso: 142, leftArm: [140, 40], rightArm: [140, 40], leftLeg: [-32, -32], rightLeg: [-31, -31] }),
    ]),
  },
  plank: {
    durationMs: 3000,
    props: ['floor'],
    frames: frames(
      [
        { torso: 95, leftArm: [-5, 85], rightArm: [-5, 85], leftLeg: [-82, -82], rightLeg: [-81, -81] },
        { torso: 97, leftArm: [-5, 85], rightArm: [-5, 85], leftLeg: [-83, -83], rightLeg: [-82, -82] },
      ],
      'rightElbow',
    ),
  },
  bridge: {
    durationMs: 2400,
    props: ['floor'],
    frames: frames(
      [
        { torso: -90, headTilt: 0, leftArm: [110, 90], rightArm: [112, 90], leftLeg: [60, -30], rightLeg: [62, -28] },
        { torso: -75, headTilt: -10, leftArm: [110, 90], rightArm: [112, 90], leftLeg: [100, 10], rightLeg: [102, 12] },
      ],
      'rightFoot',
    ),
  },
  birdDog: {
    durationMs: 2800,
    props: ['floor'],
    frames: frames(
      [
        { torso: 92, leftArm: DOWN, rightArm: DOWN, leftLeg: [0, -90], rightLeg: [0, -90] },
        { torso: 92, leftArm: DOWN, rightArm: [95, 95], leftLeg: [-90, -90], rightLeg: [0, -90] },
        { torso: 92, leftArm: DOWN, rightArm: DOWN, leftLeg: [0, -90], rightLeg: [0, -90] },
      ],
      'leftHand',
    ),
  },
  deadBug: {
    durationMs: 2800,
    props: ['floor'],
    frames: frames(
      [
        { torso: -90, leftArm: UP, rightArm: UP, leftLeg: [180, 90], rightLeg: [180, 90] },
        { torso: -90, leftArm: UP, rightArm: [-100, -100], leftLeg: [180, 90], rightLeg: [95, 92] },
        { torso: -90, leftArm: UP, rightArm: UP, leftLeg: [180, 90], rightLeg: [180, 90] },
      ],
      'hip',
    ),
  },
  hollowHold: {
    durationMs: 3000,
    props: ['floor'],
    frames: frames(
      [
        { torso: -105, leftArm: [-120, -120], rightArm: [-120, -120], leftLeg: [105, 105], rightLeg: [104, 104] },
        { torso: -108, leftArm: [-125, -125], rightArm: [-125, -125], leftLeg: [108, 108], rightLeg: [107, 107] },
      ],
      'hip',
    ),
  },
  mountainClimber: {
    durationMs: 1400,
    props: ['floor'],
    frames: frames(
      [
        { torso: 112, leftArm: STRAIGHT, rightArm: STRAIGHT, leftLeg: [-68, -68], rightLeg: [40, -60] },
        { torso: 112, leftArm: STRAIGHT, rightArm: STRAIGHT, leftLeg: [40, -60], rightLeg: [-68, -68] },
      ],
      'rightHand',
    ),
  },
  hinge: {
    durationMs: 2600,
    props: ['floor'],
    frames: frames([
      stand({ leftArm: DOWN, rightArm: DOWN }),
      stand({ torso: 100, leftArm: DOWN, rightArm: DOWN, leftLeg: [-12, 0], rightLeg: [-10, 0] }),
    ]),
  },
  singleLegHinge: {
    durationMs: 3000,
    props: ['floor'],
    frames: frames([
      stand({ leftArm: DOWN, rightArm: DOWN }),
      stand({ torso: 95, leftArm: DOWN, rightArm: DOWN, leftLeg: [-85, -85], rightLeg: [-8, 0] }),
    ]),
  },
  row: {
    durationMs: 2400,
    props: ['floor', 'dumbbell'],
    frames: frames([
      stand({ torso: 120, leftArm: DOWN, rightArm: DOWN, leftLeg: [-15, 5], rightLeg: [-13, 5] }),
      stand({ torso: 120, leftArm: [-90, 0], rightArm: [-90, 0], leftLeg: [-15, 5], rightLeg: [-13, 5] }),
    ]),
  },
  calfRaise: {
    durationMs: 2000,
    props: ['floor'],
    frames: frames([stand({ leftArm: DOWN, rightArm: DOWN }), stand({ leftArm: DOWN, rightArm: DOWN, lift: 5 })]),
  },
  march: {
    durationMs: 1600,
    props: ['floor'],
    frames: frames(
      [
        stand({ leftArm: [40, 120], rightArm: [-30, 20], leftLeg: [85, 0], rightLeg: [0, 0] }),
        stand({ leftArm: [-30, 20], rightArm: [40, 120], leftLeg: [0, 0], rightLeg: [85, 0] }),
      ],
      'hip',
    ),
  },
  jumpingJack: {
    durationMs: 1200,
    props: ['floor'],
    frames: frames(
      [
        stand({ leftArm: [-10, -5], rightArm: [10, 5] }),
        stand({ leftArm: [-150, -170], rightArm: [150, 170], leftLeg: [-25, -25], rightLeg: [25, 25], lift: 6 }),
      ],
      'hip',
    ),
  },
  burpee: {
    durationMs: 3000,
    props: ['floor'],
    frames: frames(
      [
        stand({ leftArm: DOWN, rightArm: DOWN }),
        stand({ torso: 130, leftArm: [20, 20], rightArm: [20, 20], leftLeg: [80, -20], rightLeg: [80, -20] }),
        { torso: 112, leftArm: STRAIGHT, rightArm: STRAIGHT, leftLeg: [-68, -68], rightLeg: [-67, -67] },
        stand({ leftArm: [140, 150], rightArm: [140, 150], lift: 4 }),
      ],
      'hip',
    ),
  },
  boxing: {
    durationMs: 1200,
    props: ['floor'],
    frames: frames(
      [
        stand({ leftArm: GUARD, rightArm: GUARD, leftLeg: [-12, -8], rightLeg: [12, 8] }),
        stand({ leftArm: GUARD, rightArm: FORWARD, leftLeg: [-12, -8], rightLeg: [12, 8] }),
      ],
      'hip',
    ),
  },
  armPress: {
    durationMs: 2200,
    props: ['floor'],
    frames: frames([stand({ leftArm: [-60, 170], rightArm: [60, 170] }), stand({ leftArm: [-175, -175], rightArm: [175, 175] })]),
  },
  armCircles: {
    durationMs: 1600,
    props: ['floor'],
    frames: frames([
      stand({ leftArm: [-90, -90], rightArm: [90, 90] }),
      stand({ leftArm: [-135, -135], rightArm: [45, 45] }),
      stand({ leftArm: [-90, -90], rightArm: [90, 90] }),
      stand({ leftArm: [-45, -45], rightArm: [135, 135] }),
    ]),
  },
  curl: {
    durationMs: 2000,
    props: ['floor', 'band'],
    frames: frames([stand({ leftArm: DOWN, rightArm: DOWN }), stand({ leftArm: [5, 160], rightArm: [5, 160] })]),
  },
  standingTwist: {
    durationMs: 2400,
    props: ['floor'],
    frames: frames([
      stand({ leftArm: [-90, -30], rightArm: [90, 30] }),
      stand({ torso: 172, leftArm: [-60, 0], rightArm: [110, 60] }),
      stand({ torso: 188, leftArm: [-110, -60], rightArm: [60, 0] }),
    ]),
  },
  legSwing: {
    durationMs: 1600,
    props: ['floor'],
    frames: frames(
      [
        stand({ leftArm: ON_HIPS, rightArm: ON_HIPS, rightLeg: [50, 50] }),
        stand({ leftArm: ON_HIPS, rightArm: ON_HIPS, rightLeg: [-35, -35] }),
      ],
      'leftFoot',
    ),
  },
  balance: {
    durationMs: 3000,
    props: ['floor'],
    frames: frames(
      [
        stand({ leftArm: [-40, -40], rightArm: [40, 40], leftLeg: [0, 0], rightLeg: [60, 0] }),
        stand({ leftArm: [-45, -45], rightArm: [45, 45], leftLeg: [0, 0], rightLeg: [65, 0] }),
      ],
      'leftFoot',
    ),
  },
  standingStretch: {
    durationMs: 4000,
    props: ['floor'],
    frames: frames(
      [
        stand({ leftArm: [-10, -10], rightArm: [-20, -150], leftLeg: [0, 0], rightLeg: [-10, -170] }),
        stand({ leftArm: [10, 10], rightArm: [-22, -152], leftLeg: [0, 0], rightLeg: [-12, -172] }),
      ],
      'leftFoot',
    ),
  },
  forwardFold: {
    durationMs: 4000,
    props: ['floor'],
    frames: frames([
      stand({ leftArm: DOWN, rightArm: DOWN }),
      stand({ torso: 60, leftArm: [20, 20], rightArm: [20, 20], leftLeg: [-15, 0], rightLeg: [-15, 0] }),
    ]),
  },
  seatedKneeLift: {
    durationMs: 1800,
    props: ['floor', 'chair'],
    frames: frames([seat(), seat({ rightLeg: [115, 10] }), seat(), seat({ leftLeg: [115, 10] })], 'hip'),
  },
  seatedKneeExtension: {
    durationMs: 2400,
    props: ['floor', 'chair'],
    frames: frames([seat(), seat({ rightLeg: [92, 90] })], 'hip'),
  },
  seatedUpperBody: {
    durationMs: 2400,
    props: ['floor', 'chair'],
    frames: frames([seat({ leftArm: [40, 120], rightArm: [40, 120] }), seat({ leftArm: [-40, 60], rightArm: [-40, 60] })], 'hip'),
  },
  seatedTwist: {
    durationMs: 3000,
    props: ['floor', 'chair'],
    frames: frames(
      [seat({ leftArm: [60, 100], rightArm: [-60, -30] }), seat({ torso: 184, leftArm: [-60, -30], rightArm: [60, 100] })],
      'hip',
    ),
  },
  seatedStretch: {
    durationMs: 4000,
    props: ['floor', 'chair'],
    frames: frames([seat({ leftArm: UP, rightArm: UP }), seat({ torso: 150, leftArm: [120, 120], rightArm: [120, 120] })], 'hip'),
  },
  seatedBreath: {
    durationMs: 8000,
    props: ['floor', 'chair'],
    frames: frames([seat({ headTilt: 0 }), seat({ torso: 176, headTilt: 4 })], 'hip'),
  },
  childPose: {
    durationMs: 4000,
    props: ['floor'],
    frames: frames(
      [
        { torso: 120, leftArm: [180, 180], rightArm: [180, 180], leftLeg: [0, -90], rightLeg: [0, -90] },
        { torso: 75, leftArm: [95, 95], rightArm: [95, 95], leftLeg: [140, -90], rightLeg: [140, -90] },
      ],
      'leftFoot',
    ),
  },
  catCow: {
    durationMs: 3200,
    props: ['floor'],
    frames: frames(
      [
        { torso: 96, headTilt: 40, leftArm: DOWN, rightArm: DOWN, leftLeg: [0, -90], rightLeg: [0, -90] },
        { torso: 86, headTilt: -30, leftArm: DOWN, rightArm: DOWN, leftLeg: [0, -90], rightLeg: [0, -90] },
      ],
      'leftKnee',
    ),
  },
  lyingTwist: {
    durationMs: 4000,
    props: ['floor'],
    frames: frames(
      [
        { torso: -90, leftArm: [-180, -180], rightArm: [-180, -180], leftLeg: [90, 90], rightLeg: [92, 92] },
        { torso: -90, leftArm: [-180, -180], rightArm: [-180, -180], leftLeg: [90, 90], rightLeg: [150, 60] },
      ],
      'hip',
    ),
  },
  doorwayStretch: {
    durationMs: 4000,
    props: ['floor', 'wall'],
    frames: frames(
      [
        stand({ leftArm: [-90, 180], rightArm: [-90, 180] }),
        stand({ torso: 170, leftArm: [-100, 175], rightArm: [-100, 175], rightLeg: [25, 5] }),
      ],
      'leftFoot',
    ),
  },
} satisfies Record<string, DemoSequence>;

export type DemoTemplateName = keyof typeof DEMO_TEMPLATES;
