import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { DemoSequence, ExerciseMediaReply, Pose } from '../../../../contracts/workouts/exercise-media.schemas';
import { AppProviders } from '../../app/providers';
import { createQueryClient } from '../../app/query-client';
import { resetMemoryStorage } from '../../identity/storage';
import { installBrowserShims, stubFetch, type FetchCall } from '../../testing/render-app';
import { BLANK_IMAGE, ExerciseDemo } from './exercise-demo';

const standing: Pose = {
  head: [50, 18],
  neck: [50, 28],
  hip: [50, 58],
  leftElbow: [40, 42],
  leftHand: [36, 56],
  rightElbow: [60, 42],
  rightHand: [64, 56],
  leftKnee: [45, 76],
  leftFoot: [44, 96],
  rightKnee: [55, 76],
  rightFoot: [56, 96],
};
const squat: Pose = { ...standing, head: [50, 38], neck: [50, 48], hip: [50, 72], leftKnee: [36, 80], rightKnee: [64, 80] };
const sequence: DemoSequence = { durationMs: 2000, props: ['floor'], frames: [standing, squat] };

const customReply: ExerciseMediaReply = {
  id: 'bodyweight-squat',
  type: 'LOCAL_SEQUENCE',
  tag: 'Custom',
  url: null,
  sequence,
  alt: 'Bodyweight squat: stand tall, sit back, stand up',
};
const gifReply: ExerciseMediaReply = {
  id: 'push-up',
  type: 'GIF',
  tag: 'Media',
  url: '/media/gifs/push-up.gif',
  sequence: null,
  alt: 'Push-up',
};

let answer: { status: number; body?: unknown };
let calls: FetchCall[];

beforeEach(() => {
  localStorage.clear();
  resetMemoryStorage();
  answer = { status: 200, body: customReply };
  calls = stubFetch((call) => (call.url.startsWith('/api/exercise-media') ? answer : undefined));
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const mediaCalls = () => calls.filter((call) => call.url.startsWith('/api/exercise-media'));

function show(props: { id: string; gifUrl?: string | null; name: string }, locale: 'en' | 'es' = 'en') {
  return render(
    <AppProviders queryClient={createQueryClient()} locale={locale}>
      <ExerciseDemo {...props} />
    </AppProviders>,
  );
}

describe('the media fallback (spec 2 §4)', () => {
  it('shows the direct media address first, without asking the server', () => {
    installBrowserShims();
    show({ id: 'push-up', gifUrl: '/media/gifs/push-up.gif', name: 'Push-up' });
    const image = screen.getByRole<HTMLImageElement>('img', { name: 'Demo of Push-up' });
    expect(image.getAttribute('src')).toBe('/media/gifs/push-up.gif');
    expect(mediaCalls()).toEqual([]);
  });

  it('asks by exercise id when the direct address fails to load', async () => {
    installBrowserShims();
    answer = { status: 200, body: gifReply };
    show({ id: 'push-up', gifUrl: '/media/broken.gif', name: 'Push-up' });
    fireEvent.error(screen.getByRole('img', { name: 'Demo of Push-up' }));
    const image = await screen.findByRole<HTMLImageElement>('img', { name: 'Push-up' });
    expect(image.getAttribute('src')).toBe('/media/gifs/push-up.gif');
    expect(mediaCalls().map((call) => call.url)).toEqual(['/api/exercise-media?id=push-up']);
  });

  it('turns an image that cannot be loaded into a blank image', async () => {
    installBrowserShims();
    answer = { status: 200, body: gifReply };
    show({ id: 'push-up', name: 'Push-up' });
    const image = await screen.findByRole<HTMLImageElement>('img', { name: 'Push-up' });
    fireEvent.error(image);
    await waitFor(() => expect(image.getAttribute('src')).toBe(BLANK_IMAGE));
    expect(screen.getByRole('img', { name: 'Push-up' })).toBeTruthy();
  });

  it('shows the placeholder image when the server has no demo for the id', async () => {
    installBrowserShims();
    answer = { status: 404, body: { error: 'Exercise not found' } };
    show({ id: 'unknown-move', name: 'Mystery move' });
    expect(await screen.findByRole('img', { name: 'Demo of Mystery move (not available yet)' })).toBeTruthy();
    expect(screen.queryByText('Custom')).toBeNull();
  });

  it('shows the placeholder when the server answer is not a demo', async () => {
    installBrowserShims();
    answer = { status: 200, body: { id: 'x', type: 'VIDEO' } };
    show({ id: 'x', name: 'Odd move' });
    expect(await screen.findByRole('img', { name: 'Demo of Odd move (not available yet)' })).toBeTruthy();
  });
});

describe('the project’s own demos', () => {
  it('draws the stick figure for a local sequence, named by its alt text, with no Custom tag (that is for administrators)', async () => {
    installBrowserShims();
    show({ id: 'bodyweight-squat', name: 'Bodyweight squat' });
    const demo = await screen.findByRole('img', { name: 'Bodyweight squat: stand tall, sit back, stand up' });
    expect(demo.querySelector('circle.stick-figure__head')).not.toBeNull();
    expect(demo.querySelectorAll('.stick-figure__body polyline')).toHaveLength(5);
    expect(demo.querySelector('.stick-figure__floor')).not.toBeNull();
    expect(screen.queryByText('Custom')).toBeNull();
  });

  it('animates the figure between its keyframes', async () => {
    installBrowserShims();
    show({ id: 'bodyweight-squat', name: 'Bodyweight squat' });
    const demo = await screen.findByRole('img', { name: customReply.alt });
    expect(demo.querySelector('[data-playing]')?.getAttribute('data-playing')).toBe('true');
  });

  it('stands still on the first frame when the reader prefers reduced motion', async () => {
    installBrowserShims({ reducedMotion: true });
    show({ id: 'bodyweight-squat', name: 'Bodyweight squat' });
    const demo = await screen.findByRole('img', { name: customReply.alt });
    expect(demo.querySelector('[data-playing]')?.getAttribute('data-playing')).toBe('false');
    const head = demo.querySelector('circle.stick-figure__head');
    expect([head?.getAttribute('cx'), head?.getAttribute('cy')]).toEqual(['50', '18']);
  });

  it('shows Spanish readers no "Propia" tag either', async () => {
    installBrowserShims();
    show({ id: 'bodyweight-squat', name: 'Sentadilla' }, 'es');
    expect(await screen.findByRole('img', { name: customReply.alt })).toBeTruthy();
    expect(screen.queryByText('Propia')).toBeNull();
  });
});
