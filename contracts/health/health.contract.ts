import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { ErrorBodySchema } from '../common/error.schema';

const c = initContract();

export const HealthSchema = z.object({ status: z.literal('ok') }).strict();

/** Probes for orchestrators: liveness of the process and readiness of the database. */
export const healthContract = c.router({
  live: {
    method: 'GET',
    path: '/healthz',
    responses: { 200: HealthSchema },
    summary: 'The process is up',
  },
  ready: {
    method: 'GET',
    path: '/readyz',
    responses: { 200: HealthSchema, 503: ErrorBodySchema },
    summary: 'The database answers',
  },
});
