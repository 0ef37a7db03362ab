import { Given, When } from '@cucumber/cucumber';
import type { TravelWorld } from '../support/world';
import { WEEKDAY_PATTERN, type Weekday } from '../support/tasks/clock';
import { finishInFlightRoutine, planFlightOn } from '../support/tasks/flight-day';

/*
 * Flight-day credit (features/progress/flight-day-credit.feature): the travel
 * plan's in-flight routine and the streak day it counts for, over HTTP (@api).
 */

Given(
  new RegExp(`^(\\S+)'s travel plan has her flight from [A-Z][\\w ]+ to [A-Z][\\w ]+ on (${WEEKDAY_PATTERN})$`),
  function (this: TravelWorld, _who: string, weekday: Weekday) {
    planFlightOn(this, weekday);
  },
);

When(
  new RegExp(`^(\\S+) finishes her in-flight routine (at the gate )?on (${WEEKDAY_PATTERN}) at (\\d{2}:\\d{2}) in "([^"]+)"$`),
  async function (this: TravelWorld, who: string, atTheGate: string | undefined, weekday: Weekday, time: string, timeZone: string) {
    await finishInFlightRoutine(this, this.cast.who(who), { weekday, time, timeZone }, atTheGate ? 'airport' : 'in_transit');
  },
);
