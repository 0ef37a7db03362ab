import { initServer } from '@ts-rest/express';
import { planContract } from '../../../../contracts/plans';
import { problem, requestLocale, type ViewerGuard } from '../../../shared/http';
import type { GeneratePlanUseCase } from '../application/generate-plan.use-case';
import type { PlanPreferencesService } from '../application/plan-preferences';
import type { PlanQuery } from '../application/plan.query';

const s = initServer();

export interface PlanHttpDeps {
  viewers: ViewerGuard;
  plan: PlanQuery;
  generatePlan: GeneratePlanUseCase;
  preferences: PlanPreferencesService;
}

/**
 * The travel plan and its preferences (contracts/plans/plan.contract.ts): a
 * signed-in session only; the plan itself is Pro (403 `plans.pro-required`),
 * preferences may be set by anyone signed in, so they are ready when Pro starts.
 */
export function createPlanRouter({ viewers, plan, generatePlan, preferences }: PlanHttpDeps) {
  return s.router(planContract, {
    getPlan: viewers.handleSession(async ({ viewer, req }) => {
      const stored = await plan.execute(viewer.userId, requestLocale(req));
      if (stored.ok) return { status: 200 as const, body: stored.value };
      switch (stored.code) {
        case 'plans.pro-required':
          return problem(403 as const, stored.code);
      }
    }),

    generatePlan: viewers.handleSession(async ({ viewer, body, req }) => {
      const generated = await generatePlan.execute(viewer.userId, body, requestLocale(req));
      if (generated.ok) return { status: 200 as const, body: generated.value };
      switch (generated.code) {
        case 'plans.pro-required':
          return problem(403 as const, generated.code);
        case 'plans.unknown-city':
          return problem(400 as const, generated.code);
      }
    }),

    getPreferences: viewers.handleSession(async ({ viewer, req }) => ({
      status: 200 as const,
      body: { preferences: preferences.resolve(await preferences.current(viewer.userId), requestLocale(req)) },
    })),

    updatePreferences: viewers.handleSession(async ({ viewer, body, req }) => {
      const updated = await preferences.update(viewer.userId, body);
      if (updated.ok) return { status: 200 as const, body: { preferences: preferences.resolve(updated.value, requestLocale(req)) } };
      switch (updated.code) {
        case 'plans.unknown-city':
          return problem(400 as const, updated.code);
      }
    }),
  });
}
