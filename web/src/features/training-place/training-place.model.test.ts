import { beforeEach, describe, expect, it } from 'vitest';
import { resetMemoryStorage } from '../../identity/storage';
import { loadPlace, PLACE_KEY, readPlace, savePlace } from './training-place.model';

beforeEach(() => {
  localStorage.clear();
  resetMemoryStorage();
});

describe('readPlace', () => {
  it('reads a city and its country, trimmed', () => {
    expect(readPlace({ city: '  Lisbon ', country: 'Portugal  ' })).toEqual({ ok: true, place: { city: 'Lisbon', country: 'Portugal' } });
  });

  it('reads two empty (or blank) fields as no place', () => {
    expect(readPlace({ city: '', country: '' })).toEqual({ ok: true, place: null });
    expect(readPlace({ city: '   ', country: ' ' })).toEqual({ ok: true, place: null });
  });

  it('asks for the missing half of the pair', () => {
    expect(readPlace({ city: 'Lisbon', country: '  ' })).toEqual({ ok: false, problems: { country: 'required' } });
    expect(readPlace({ city: '', country: 'Portugal' })).toEqual({ ok: false, problems: { city: 'required' } });
  });

  it('refuses what the contract refuses: more than 100 characters, control characters', () => {
    expect(readPlace({ city: 'L'.repeat(101), country: 'Portugal' })).toEqual({ ok: false, problems: { city: 'invalid' } });
    expect(readPlace({ city: 'Lisbon', country: 'Portu\u0000gal' })).toEqual({ ok: false, problems: { country: 'invalid' } });
    expect(readPlace({ city: 'L'.repeat(100), country: 'Portugal' }).ok).toBe(true);
  });
});

describe('the remembered place', () => {
  it('is kept under fc_place and read back', () => {
    savePlace({ city: 'Lisbon', country: 'Portugal' });
    expect(JSON.parse(localStorage.getItem(PLACE_KEY) ?? 'null')).toEqual({ city: 'Lisbon', country: 'Portugal' });
    expect(loadPlace()).toEqual({ city: 'Lisbon', country: 'Portugal' });
  });

  it('is forgotten when a workout is sent without one', () => {
    savePlace({ city: 'Lisbon', country: 'Portugal' });
    savePlace(null);
    expect(localStorage.getItem(PLACE_KEY)).toBeNull();
    expect(loadPlace()).toBeNull();
  });

  it('reads as no place when it is unreadable or tampered with', () => {
    for (const stored of ['not json', '"Lisbon"', '{"city":"Lisbon"}', JSON.stringify({ city: 'Lisbon', country: 'P'.repeat(101) })]) {
      localStorage.setItem(PLACE_KEY, stored);
      expect(loadPlace()).toBeNull();
    }
  });
});
