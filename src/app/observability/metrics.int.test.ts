import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestDatabase } from '../database/testing/test-database';
import { newDeviceId } from '../testing/builders';
import { startHttpTestApp, type HttpTestApp } from '../testing/http-test-app';
import { labelValues, metricNames, seriesValue } from '../testing/prometheus-text';

const TOKEN = 'scrape-token-of-the-metrics-test';
const db = useTestDatabase();
let app: HttpTestApp;
let unconfigured: HttpTestApp;

beforeAll(async () => {
  const database = { migrate: false };
  [app, unconfigured] = await Promise.all([
    startHttpTestApp(db.url, { env: { METRICS_TOKEN: TOKEN }, database }),
    startHttpTestApp(db.url, { database }),
  ]);
});
afterAll(async () => {
  await Promise.all([app?.stop(), unconfigured?.stop()]);
});

const scrape = async () => {
  const answer = await app.call('/metrics', { token: TOKEN, headers: { accept: 'text/plain' } });
  expect(answer.status).toBe(200);
  expect(answer.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
  return answer.text;
};

describe('/metrics', () => {
  it('does not exist without a configured token', async () => {
    expect((await unconfigured.call('/metrics', { token: TOKEN })).status).toBe(404);
  });

  it('refuses a scrape without the token or with another one', async () => {
    for (const token of [undefined, 'scrape-token-of-the-metrics-tesT', `${TOKEN}x`]) {
      const answer = await app.call('/metrics', token === undefined ? {} : { token });
      expect(answer.status).toBe(401);
      expect(answer.headers.get('www-authenticate')).toBe('Bearer');
      expect(answer.body).toEqual({ error: 'A valid token is required', code: 'http.unauthorized' });
    }
  });

  it('tells requests, the database pool, the job queue, the event loop and the process', async () => {
    await app.call('/api/usage/check', { deviceId: newDeviceId() });
    const text = await scrape();
    expect(metricNames(text)).toEqual(
      expect.arrayContaining([
        'travelfit_http_requests_total',
        'travelfit_http_request_duration_seconds',
        'travelfit_db_pool_connections',
        'travelfit_db_pool_pending_acquires',
        'travelfit_db_pool_oldest_wait_seconds',
        'travelfit_db_pool_acquire_wait_seconds',
        'travelfit_job_queue_jobs',
        'travelfit_event_loop_delay_seconds',
        'process_cpu_user_seconds_total',
        'process_resident_memory_bytes',
        'nodejs_eventloop_lag_p99_seconds',
      ]),
    );
    expect(seriesValue(text, 'travelfit_db_pool_connections', { state: 'used' })).toBeGreaterThanOrEqual(0);
    expect(seriesValue(text, 'travelfit_db_pool_connections', { state: 'free' })).toBeGreaterThan(0);
    expect(seriesValue(text, 'travelfit_db_pool_acquire_wait_seconds_count')).toBeGreaterThan(0);
    // The app's own queues, each with its depth and its failed jobs.
    const queues = new Set(labelValues(text, 'queue'));
    expect(queues.size).toBeGreaterThan(0);
    for (const queue of queues) {
      expect(seriesValue(text, 'travelfit_job_queue_jobs', { queue, state: 'queued' })).toBeGreaterThanOrEqual(0);
      expect(seriesValue(text, 'travelfit_job_queue_jobs', { queue, state: 'failed' })).toBeGreaterThanOrEqual(0);
    }
  });

  it('counts requests by route pattern and status, never by the address they were sent to', async () => {
    const deviceId = newDeviceId();
    const ids = [randomUUID(), randomUUID(), randomUUID()];
    const feed = randomUUID().replaceAll('-', '');
    const statuses = new Set<number>();
    const route = { method: 'GET', route: '/api/teams/:id' };
    const countOf = (text: string, status: number) =>
      seriesValue(text, 'travelfit_http_requests_total', { ...route, status: String(status) }) ?? 0;

    const before = await scrape();
    for (const id of ids) statuses.add((await app.call(`/api/teams/${id}`, { deviceId })).status);
    await app.call(`/api/plan/calendar/${feed}`);
    const after = await scrape();

    expect(statuses.size).toBe(1);
    const [status] = [...statuses] as [number];
    expect(countOf(after, status) - countOf(before, status)).toBe(ids.length);
    expect(
      seriesValue(after, 'travelfit_http_request_duration_seconds_count', { ...route, status: String(status) }),
    ).toBeGreaterThanOrEqual(ids.length);
    expect(labelValues(after, 'route')).toEqual(expect.arrayContaining(['/api/teams/:id', '/api/plan/calendar/:feed', '/metrics']));
    for (const secret of [...ids, feed]) expect(after).not.toContain(secret);
  });
});
