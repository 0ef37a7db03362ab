/** The plans module's only public door: other modules import nothing else. */
export { PlansTokens } from './plans.tokens';
export { plansModule } from './plans.module';
export { createPlans, type Plans, type PlansDeps } from './create-plans';
export type { PlanAccess } from './application/ports/plan-access.port';
export { PLAN_GENERATED, type PlanGenerated } from './application/plan-generated.event';
export { planCalendarModule } from './calendar/plan-calendar.module';
