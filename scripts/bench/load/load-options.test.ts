import { describe, expect, it } from 'vitest';
import { DEFAULT_LOAD_OPTIONS, parseLoadOptions } from './load-options';
import { ROUTE_NAMES } from './load-routes';
import { loadScale } from './seed';

describe('load benchmark options', () => {
  it('defaults to scale 1, 10 s runs after 15 s of warm-up, 32 connections and every route', () => {
    expect(parseLoadOptions([], ROUTE_NAMES)).toEqual(DEFAULT_LOAD_OPTIONS);
    expect(DEFAULT_LOAD_OPTIONS).toEqual({ scale: 1, seconds: 10, warmUpSeconds: 15, connections: 32, routes: null, keep: false });
  });

  it('reads each option, with its value after it or after =', () => {
    expect(
      parseLoadOptions(
        ['--scale', '10', '--duration=5', '--warm-up', '3', '--connections', '64', '--routes', 'profile,trivial', '--keep'],
        ROUTE_NAMES,
      ),
    ).toEqual({
      scale: 10,
      seconds: 5,
      warmUpSeconds: 3,
      connections: 64,
      routes: ['profile', 'trivial'],
      keep: true,
    });
  });

  it('refuses what it does not know, naming the choices', () => {
    expect(() => parseLoadOptions(['--scale', '-1'], ROUTE_NAMES)).toThrow('--scale needs a positive number');
    expect(() => parseLoadOptions(['--duration', '2.5'], ROUTE_NAMES)).toThrow('--duration needs a positive whole number');
    expect(() => parseLoadOptions(['--warm-up', '0'], ROUTE_NAMES)).toThrow('--warm-up needs a positive whole number');
    expect(() => parseLoadOptions(['--routes', 'profile,nope'], ROUTE_NAMES)).toThrow('(unknown: nope)');
    expect(() => parseLoadOptions(['--fast'], ROUTE_NAMES)).toThrow('Unknown option --fast');
  });

  it('scales the seeded population: 200,000 travellers and 2 million sessions a unit, one in ten registered', () => {
    expect(loadScale(1)).toEqual({ factor: 1, travellers: 200_000, sessions: 2_000_000, registered: 20_000 });
    expect(loadScale(10)).toEqual({ factor: 10, travellers: 2_000_000, sessions: 20_000_000, registered: 200_000 });
    expect(loadScale(0.01)).toEqual({ factor: 0.01, travellers: 2_000, sessions: 20_000, registered: 200 });
  });
});
