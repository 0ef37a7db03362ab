import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import type { AdminMediaReply } from '../../../../contracts/workouts/exercise-media.schemas';
import { resetMemoryStorage } from '../../identity/storage';
import { installBrowserShims, renderApp, stubFetch } from '../../testing/render-app';

const report: AdminMediaReply = {
  counts: { withMedia: 2, missing: 1, total: 3 },
  showPullHint: true,
  exercises: [
    { id: 'push-up', name: 'Push-up', type: 'GIF', custom: false, url: '/media/gifs/push-up.gif' },
    { id: 'plank', name: 'Plank', type: 'None', custom: true, url: null },
    { id: 'wall-sit', name: 'Wall sit', type: 'Missing', custom: false, url: null },
  ],
};

let adminAnswer: { status: number; body?: unknown };

beforeEach(() => {
  localStorage.clear();
  resetMemoryStorage();
  installBrowserShims();
  adminAnswer = { status: 200, body: report };
  stubFetch((call) => (call.url === '/api/admin/media' ? adminAnswer : undefined));
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('/admin/media', () => {
  it('shows the counts, every exercise with its type and Custom tag, and the pull hint', async () => {
    renderApp({ path: '/admin/media' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Exercise media' })).toBeTruthy();
    const table = await screen.findByRole('table', { name: 'Exercises and their media' });
    const counts = screen.getByLabelText('Media counts');
    expect(within(counts).getByText('With media').nextElementSibling?.textContent).toBe('2');
    expect(within(counts).getByText('Missing').nextElementSibling?.textContent).toBe('1');
    expect(within(counts).getByText('Total').nextElementSibling?.textContent).toBe('3');
    expect(screen.getByText('Run npm run media:pull to fetch missing files')).toBeTruthy();

    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getByRole('rowheader').firstChild?.textContent)).toEqual(['Push-up', 'Plank', 'Wall sit']);
    expect(within(rows[0] as HTMLElement).getByText('GIF')).toBeTruthy();
    expect(within(rows[1] as HTMLElement).getByText('None (animated sequence)')).toBeTruthy();
    expect(within(rows[1] as HTMLElement).getByText('Custom')).toBeTruthy();
    expect(within(rows[2] as HTMLElement).getByText('Missing')).toBeTruthy();
    expect(within(rows[0] as HTMLElement).queryByText('Custom')).toBeNull();
    expect(within(rows[0] as HTMLElement).getByRole('img', { name: 'Demo of Push-up' })).toBeTruthy();
  });

  it('leaves the hint out when nothing is missing', async () => {
    adminAnswer = { status: 200, body: { ...report, counts: { withMedia: 3, missing: 0, total: 3 }, showPullHint: false } };
    renderApp({ path: '/admin/media' });
    await screen.findByRole('table');
    expect(screen.queryByText('Run npm run media:pull to fetch missing files')).toBeNull();
  });

  it('speaks Spanish', async () => {
    renderApp({ path: '/admin/media', locale: 'es' });
    expect(await screen.findByText('Ejecuta npm run media:pull para descargar los archivos que faltan')).toBeTruthy();
    expect(screen.getByText('Con medios')).toBeTruthy();
  });

  it.each([403, 401])('shows the app’s 404 page when the API answers %i', async (status) => {
    adminAnswer = { status, body: { error: 'Forbidden' } };
    renderApp({ path: '/admin/media' });
    expect(await screen.findByRole('heading', { level: 1, name: "This gate doesn't exist" })).toBeTruthy();
    expect(screen.queryByText('Exercise media')).toBeNull();
  });
});
