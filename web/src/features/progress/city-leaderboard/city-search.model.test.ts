import { describe, expect, it } from 'vitest';
import { readCitySearch } from './city-search.model';

describe('the city search, read by the contract’s schema', () => {
  it('trims both parts', () => {
    expect(readCitySearch({ city: '  São Paulo ', country: '\tBrazil ' })).toEqual({
      ok: true,
      choice: { city: 'São Paulo', country: 'Brazil' },
    });
  });

  it('needs both parts: blank counts as missing', () => {
    expect(readCitySearch({ city: '   ', country: '' })).toEqual({ ok: false, problems: { city: 'required', country: 'required' } });
    expect(readCitySearch({ city: 'Madrid', country: ' ' })).toEqual({ ok: false, problems: { country: 'required' } });
  });

  it('refuses a name longer than 100 characters or with a control character', () => {
    expect(readCitySearch({ city: 'x'.repeat(101), country: 'Spain' })).toEqual({ ok: false, problems: { city: 'invalid' } });
    expect(readCitySearch({ city: 'Madrid', country: 'Spa\u0000in' })).toEqual({ ok: false, problems: { country: 'invalid' } });
  });
});
