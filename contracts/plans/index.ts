export * from './cities.schemas';
export * from './trips.schemas';
export * from './plan.schemas';
export { citiesContract } from './cities.contract';
export { tripsContract } from './trips.contract';
export { planContract } from './plan.contract';
export { calendarContract } from './calendar.contract';
export { PLAN_ERRORS, type PlanErrorCode } from './plans.errors';
