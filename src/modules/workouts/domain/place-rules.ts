import type { Exercise, Place, Posture } from './exercise';

/**
 * What each place tolerates, checked on top of the catalogue's own `places`
 * list so that a data slip can never put a burpee in a hotel room:
 * - an airport gate, an office and a seat in transit have no floor to lie on,
 *   and nobody wants to board or walk into a meeting sweaty or after jumping;
 * - a hotel room has floor space but a neighbour below: no jumps;
 * - in transit (plane, train, taxi) only seated moves.
 */
export interface PlaceRule {
  floor: boolean;
  noisy: boolean;
  sweaty: boolean;
  postures: readonly Posture[];
}

export const PLACE_RULES: Readonly<Record<Place, PlaceRule>> = {
  hotel_room: { floor: true, noisy: false, sweaty: true, postures: ['seated', 'standing', 'floor'] },
  airport: { floor: false, noisy: false, sweaty: false, postures: ['seated', 'standing'] },
  office: { floor: false, noisy: false, sweaty: false, postures: ['seated', 'standing'] },
  home: { floor: true, noisy: true, sweaty: true, postures: ['seated', 'standing', 'floor'] },
  gym: { floor: true, noisy: true, sweaty: true, postures: ['seated', 'standing', 'floor'] },
  in_transit: { floor: false, noisy: false, sweaty: false, postures: ['seated'] },
};

/** True when the move is listed for the place and breaks none of the place's rules. */
export function suitsPlace(exercise: Exercise, place: Place): boolean {
  return exercise.places.includes(place) && obeysPlaceRule(exercise, place);
}

/** The place's rule alone (used to check the catalogue's own `places` lists). */
export function obeysPlaceRule(exercise: Exercise, place: Place): boolean {
  const rule = PLACE_RULES[place];
  return (
    (rule.floor || !exercise.needsFloor) &&
    (rule.noisy || !exercise.noisy) &&
    (rule.sweaty || !exercise.sweaty) &&
    rule.postures.includes(exercise.posture)
  );
}
