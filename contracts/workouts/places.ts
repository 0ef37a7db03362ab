/**
 * Places a workout can be designed for, as the planner names them, and the
 * labels clients send for them (DECISIONS.md "Places and routes": canonical
 * codes, plus the English and Spanish labels the spec mentions; quick flight's
 * gate, taxi and meeting-break contexts; the free wizard's `hotel`).
 */
export const WORKOUT_PLACES = ['hotel_room', 'airport', 'office', 'home', 'gym', 'in_transit'] as const;
export type WorkoutPlace = (typeof WORKOUT_PLACES)[number];

const PLACE_LABELS: Readonly<Record<string, WorkoutPlace>> = {
  hotel: 'hotel_room',
  'hotel room': 'hotel_room',
  'habitacion de hotel': 'hotel_room',
  'habitacion del hotel': 'hotel_room',
  habitacion: 'hotel_room',
  airport: 'airport',
  'airport gate': 'airport',
  gate: 'airport',
  aeropuerto: 'airport',
  'puerta de embarque': 'airport',
  office: 'office',
  oficina: 'office',
  meeting: 'office',
  'meeting break': 'office',
  'conference room': 'office',
  'sala de reuniones': 'office',
  home: 'home',
  casa: 'home',
  // Outdoors has the floor and the freedom to make noise of a home, not its walls.
  outdoor: 'home',
  outdoors: 'home',
  'al aire libre': 'home',
  gym: 'gym',
  gimnasio: 'gym',
  'in transit': 'in_transit',
  transit: 'in_transit',
  'en transito': 'in_transit',
  taxi: 'in_transit',
  'uber eta': 'in_transit',
  other: 'in_transit',
};

/** Lower case, no accents, `_`/`-` as spaces: `Habitación_de hotel` → `habitacion de hotel`. */
function labelKey(value: string): string {
  return value
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[_-]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The canonical place for a code or label, or undefined when it names none. */
export function canonicalPlace(value: string): WorkoutPlace | undefined {
  const key = labelKey(value);
  const code = key.replaceAll(' ', '_');
  return (WORKOUT_PLACES as readonly string[]).includes(code) ? (code as WorkoutPlace) : PLACE_LABELS[key];
}
