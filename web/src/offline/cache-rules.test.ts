import { describe, expect, it } from 'vitest';
import { demoRequest, isWorkoutAudio } from './cache-rules';

const ORIGIN = 'https://travelfit.example';
const at = (path: string, origin = ORIGIN) => new URL(path, origin);
const GET = { method: 'GET' };

describe('what the service worker keeps of a workout', () => {
  it("keeps the server's demo answers and the demo files, each in its own cache", () => {
    expect(demoRequest(at('/api/exercise-media?id=push-up'), GET, ORIGIN)).toBe('answer');
    expect(demoRequest(at('/media/gifs/push-up.gif'), GET, ORIGIN)).toBe('file');
    expect(demoRequest(at('/media/png/plank.png'), GET, ORIGIN)).toBe('file');
  });

  it('keeps nothing else: other calls, other media, other origins or other methods', () => {
    expect(demoRequest(at('/api/session/complete'), GET, ORIGIN)).toBeUndefined();
    expect(demoRequest(at('/media/avatars/a.webp'), GET, ORIGIN)).toBeUndefined();
    expect(demoRequest(at('/media/gifs/push-up.gif', 'https://elsewhere.example'), GET, ORIGIN)).toBeUndefined();
    expect(demoRequest(at('/api/exercise-media?id=push-up'), { method: 'POST' }, ORIGIN)).toBeUndefined();
  });

  it('keeps the workout music of this origin only', () => {
    expect(isWorkoutAudio(at('/audio/workout.mp3'), ORIGIN)).toBe(true);
    expect(isWorkoutAudio(at('/audio/workout.mp3', 'https://elsewhere.example'), ORIGIN)).toBe(false);
  });
});
