/** The plans module's only public door: other modules import nothing else. */
export { PlansTokens } from './plans.tokens';
export type { PlanAccess } from './application/ports/plan-access.port';
export { planCalendarModule } from './calendar/plan-calendar.module';
