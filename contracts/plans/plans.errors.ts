/** Error codes of trips, plans and the calendar feed (issue 14, DECISIONS.md "4-week plans") and the English text the server sends. */
export const PLAN_ERRORS = {
  /** Plans are a Pro benefit (spec 1 §1, spec 2 §1): a trial or a subscription. */
  'plans.pro-required': 'Travel plans are part of TravelFit Pro. Start your free trial to get a plan built around your trips.',
  'plans.trip-not-found': 'Trip not found.',
  'plans.unknown-city': 'Choose the city from the list.',
  'plans.return-before-outbound': 'The return must be after the outbound flight.',
  'plans.trip-in-the-past': 'This trip is already over.',
  'plans.trip-too-far': 'Trips can be planned at most 12 months ahead.',
  'plans.too-many-trips': 'You can have at most 20 upcoming trips. Delete one to add another.',
  'plans.calendar-feed-not-found': 'This calendar link no longer works. Add the plan to your calendar again from TravelFit.',
} as const;

export type PlanErrorCode = keyof typeof PLAN_ERRORS;
