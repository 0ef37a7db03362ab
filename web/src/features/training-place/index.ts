/**
 * The training-place feature's public door: the optional "Where are you
 * training?" field a workout screen shows with its workout, the state it
 * keeps (remembered on the device under `fc_place`), and the note that says
 * where a recorded workout counted.
 */
export { TrainingPlaceField } from './training-place-field';
export { TrainingPlaceNote } from './training-place-note';
export { useTrainingPlace, type TrainingPlaceState } from './use-training-place';
