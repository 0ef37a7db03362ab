import { describe, expect, it } from 'vitest';
import { parseBearer } from './credentials';

const token = 'q1w2e3r4t5y6u7i8o9p0a1s2d3f4g5h6j7k8l9z0x1c';

describe('reading a bearer token', () => {
  it('takes the token of a Bearer header, whatever the case of the scheme', () => {
    expect(parseBearer(`Bearer ${token}`)).toBe(token);
    expect(parseBearer(`bearer ${token}`)).toBe(token);
    expect(parseBearer(`  Bearer   ${token}  `)).toBe(token);
  });

  it('finds none in other schemes, empty or malformed values', () => {
    expect(parseBearer(`Basic ${token}`)).toBeUndefined();
    expect(parseBearer('Bearer ')).toBeUndefined();
    expect(parseBearer(token)).toBeUndefined();
    expect(parseBearer(`Bearer ${token} extra`)).toBeUndefined();
    expect(parseBearer("Bearer ' or 1=1 --")).toBeUndefined();
  });
});
