import { When } from '@cucumber/cucumber';
import type { TravelWorld } from '../support/world';

/** Time on the scenario's simulated clock; every @machine feature shares these words. */
When('{seconds} pass(es)', function (this: TravelWorld, ms: number) {
  this.machines.pass(ms);
});

When('{seconds} more pass(es)', function (this: TravelWorld, ms: number) {
  this.machines.pass(ms);
});
