import type { DemoSequence } from '../../../../../contracts/workouts';
import type { Exercise } from '../../domain/exercise';
import { DEMO_TEMPLATES, type DemoTemplateName } from './demo-templates';

/** Catalogue ids whose move has its own template; the rest fall back by category and posture. */
const BY_ID: Readonly<Record<string, DemoTemplateName>> = {
  'march-in-place': 'march',
  'high-knees': 'march',
  'arm-circles': 'armCircles',
  'hip-circles': 'standingTwist',
  'standing-torso-rotation': 'standingTwist',
  'leg-swings': 'legSwing',
  'seated-march': 'seatedKneeLift',
  'seated-knee-lift': 'seatedKneeLift',
  'seated-knee-extension': 'seatedKneeExtension',
  'seated-torso-twist': 'seatedTwist',
  inchworm: 'forwardFold',
  'cat-cow': 'catCow',
  'world-greatest-stretch': 'lunge',
  'thoracic-open-book': 'lyingTwist',
  'wall-angels': 'armPress',
  'deep-squat-hold': 'squat',
  'ankle-rocks': 'lunge',
  'band-shoulder-pass-through': 'armPress',
  'kneeling-push-up': 'kneelingPushUp',
  'single-arm-wall-push-up': 'inclinePush',
  'incline-plank-shoulder-tap': 'inclinePush',
  'decline-push-up': 'pushUp',
  'archer-push-up': 'pushUp',
  'assisted-pistol-squat': 'squat',
  'elevated-single-leg-hip-thrust': 'bridge',
  'push-up': 'pushUp',
  'wall-push-up': 'inclinePush',
  'incline-push-up': 'inclinePush',
  'pike-push-up': 'pushUp',
  'dumbbell-floor-press': 'armPress',
  'chair-dip': 'sitToStand',
  'bodyweight-squat': 'squat',
  'band-squat': 'squat',
  'dumbbell-goblet-squat': 'squat',
  'split-squat': 'lunge',
  'reverse-lunge': 'lunge',
  'bulgarian-split-squat': 'lunge',
  'split-jump-squat': 'jumpLunge',
  'skater-step': 'jumpLunge',
  'chair-sit-to-stand': 'sitToStand',
  'glute-bridge': 'bridge',
  'single-leg-glute-bridge': 'bridge',
  'pvc-hip-hinge': 'hinge',
  'dumbbell-romanian-deadlift': 'hinge',
  'single-leg-rdl': 'singleLegHinge',
  'wall-sit': 'wallSit',
  'standing-calf-raise': 'calfRaise',
  'calf-raise-with-band': 'calfRaise',
  'seated-calf-raise': 'seatedKneeLift',
  'band-standing-press': 'armPress',
  'dumbbell-shoulder-press': 'armPress',
  'band-pull-apart': 'armCircles',
  'band-bicep-curl': 'curl',
  'band-triceps-extension': 'armPress',
  'dumbbell-row': 'row',
  plank: 'plank',
  'side-plank': 'plank',
  'bird-dog': 'birdDog',
  'dead-bug': 'deadBug',
  'hollow-hold': 'hollowHold',
  'standing-cross-crunch': 'march',
  'pallof-press': 'boxing',
  'jumping-jacks': 'jumpingJack',
  'step-jack': 'jumpingJack',
  burpee: 'burpee',
  'mountain-climber': 'mountainClimber',
  'shadow-boxing': 'boxing',
  'standing-quad-stretch': 'standingStretch',
  'standing-hamstring-stretch': 'forwardFold',
  'doorway-chest-stretch': 'doorwayStretch',
  'calf-wall-stretch': 'doorwayStretch',
  'child-pose': 'childPose',
  'lying-spinal-twist': 'lyingTwist',
  'hip-flexor-stretch': 'lunge',
  'box-breathing': 'seatedBreath',
  'travel-stretch': 'seatedStretch',
};

function fallback(exercise: Exercise): DemoTemplateName {
  if (exercise.posture === 'seated') return exercise.category === 'cooldown' ? 'seatedStretch' : 'seatedUpperBody';
  if (exercise.posture === 'floor') return exercise.category === 'cooldown' || exercise.category === 'mobility' ? 'childPose' : 'plank';
  switch (exercise.category) {
    case 'balance':
      return 'balance';
    case 'cardio':
      return 'march';
    case 'cooldown':
      return 'standingStretch';
    case 'strength':
      return exercise.bodyPart === 'legs' || exercise.bodyPart === 'glutes' ? 'squat' : 'armPress';
    default:
      return 'standingTwist';
  }
}

/** Which template an exercise is drawn with. */
export function demoTemplateFor(exercise: Exercise): DemoTemplateName {
  return BY_ID[exercise.id] ?? fallback(exercise);
}

/** The exercise's LOCAL_SEQUENCE: every catalogue exercise has one. */
export function localSequenceFor(exercise: Exercise): DemoSequence {
  return DEMO_TEMPLATES[demoTemplateFor(exercise)];
}
