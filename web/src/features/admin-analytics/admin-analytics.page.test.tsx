import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import { EVENT_NAMES, type AdminAnalyticsReply } from '../../../../contracts/analytics/analytics.schemas';
import { resetMemoryStorage } from '../../identity/storage';
import { installBrowserShims, renderApp, stubFetch } from '../../testing/render-app';

const days = Array.from({ length: 30 }, (_, index) => new Date(Date.UTC(2026, 9, 30 + index)).toISOString().slice(0, 10));
const zeros = () => days.map(() => 0);
const report: AdminAnalyticsReply = {
  days,
  events: EVENT_NAMES.map((eventName) => {
    const perDay = zeros();
    if (eventName === 'page_view') perDay[29] = 1234;
    if (eventName === 'account_opened') perDay[28] = 2;
    return { eventName, perDay, total: perDay.reduce((a, b) => a + b, 0) };
  }),
  funnel: [
    { step: 'landing', travellers: 900 },
    { step: 'free_workout', travellers: 300 },
    { step: 'register', travellers: 40 },
    { step: 'trial', travellers: 12 },
    { step: 'active', travellers: 5 },
  ],
};

let adminAnswer: { status: number; body?: unknown };

beforeEach(() => {
  localStorage.clear();
  resetMemoryStorage();
  installBrowserShims();
  adminAnswer = { status: 200, body: report };
  stubFetch((call) => (call.url === '/api/admin/analytics' ? adminAnswer : undefined));
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('/admin/analytics', () => {
  it('shows the funnel and the events per day as charts with their tables', async () => {
    renderApp({ path: '/admin/analytics' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Analytics' })).toBeTruthy();
    const funnel = await screen.findByRole('table', { name: 'Travellers who reached each step in the last 30 days' });
    expect(
      within(funnel)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Landing page', 'Free workout', 'Registered', 'Trial started', 'Paying (active)']);
    expect(
      within(funnel)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['900', '300', '40', '12', '5']);

    const perKind = screen.getByRole('table', { name: 'Events per day and kind' });
    const [header, total, today, yesterday] = within(perKind).getAllByRole('row');
    expect(within(header!).getByText('Page views')).toBeTruthy();
    expect(within(total!).getByRole('rowheader').textContent).toBe('Last 30 days');
    expect(within(today!).getByRole('rowheader').textContent).toBe('Nov 28');
    expect(within(today!).getAllByRole('cell')[0]!.textContent).toBe('1,234');
    expect(within(yesterday!).getAllByRole('cell')[EVENT_NAMES.indexOf('account_opened')]!.textContent).toBe('2');
  });

  it('speaks Spanish', async () => {
    renderApp({ path: '/admin/analytics', locale: 'es' });
    expect(await screen.findByRole('heading', { level: 2, name: 'Embudo' })).toBeTruthy();
    expect(await screen.findByRole('table', { name: 'Eventos por día y tipo' })).toBeTruthy();
    expect(screen.getAllByText('Página de inicio').length).toBeGreaterThan(0);
  });

  it.each([403, 401])('shows the app’s 404 page when the API answers %i', async (status) => {
    adminAnswer = { status, body: { error: 'Forbidden' } };
    renderApp({ path: '/admin/analytics' });
    expect(await screen.findByRole('heading', { level: 1, name: "This gate doesn't exist" })).toBeTruthy();
    expect(screen.queryByText('Funnel')).toBeNull();
  });
});
