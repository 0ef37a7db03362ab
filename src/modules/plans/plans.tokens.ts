import type { ServiceIdentifier } from 'inversify';
import type { PlanAccess } from './application/ports/plan-access.port';

export const PlansTokens = {
  /** Port this module needs and the subscriptions module provides (bound in subscriptions.module.ts): the Pro gate of plans. */
  PlanAccess: Symbol.for('plans.PlanAccess') as ServiceIdentifier<PlanAccess>,
} as const;
