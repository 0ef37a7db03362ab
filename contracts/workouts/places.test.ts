import { describe, expect, it } from 'vitest';
import { canonicalPlace, WORKOUT_PLACES } from './places';

describe('places clients may name', () => {
  it('reads every canonical code as itself', () => {
    for (const place of WORKOUT_PLACES) expect(canonicalPlace(place)).toBe(place);
  });

  it.each([
    ['hotel', 'hotel_room'],
    ['Hotel room', 'hotel_room'],
    ['Habitación de hotel', 'hotel_room'],
    ['Airport gate', 'airport'],
    ['aeropuerto', 'airport'],
    ['Oficina', 'office'],
    ['meeting break', 'office'],
    ['taxi', 'in_transit'],
    ['uber-eta', 'in_transit'],
    ['In transit', 'in_transit'],
    ['gimnasio', 'gym'],
  ])('reads the label %s as %s', (label, place) => {
    expect(canonicalPlace(label)).toBe(place);
  });

  it('names nothing for an unknown place', () => {
    expect(canonicalPlace('moon')).toBeUndefined();
    expect(canonicalPlace('')).toBeUndefined();
  });
});
