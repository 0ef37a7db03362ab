import { After, defineParameterType } from '@cucumber/cucumber';
import { secondsToMs } from './tasks/machine';
import type { TravelWorld } from './world';

/**
 * @machine scenarios run client state machines in-process on a simulated
 * clock (world.machines): hooks.ts starts no app and no browser for them.
 */

/** A span of time as people say it: "5 seconds", "4.9 seconds", "1 second"; in milliseconds. */
defineParameterType({
  name: 'seconds',
  regexp: /\d+(?:\.\d+)? seconds?/,
  transformer: secondsToMs,
});

After({ tags: '@machine', name: 'stop the scenario’s machines' }, function (this: TravelWorld) {
  this.machines.stopAll();
});
