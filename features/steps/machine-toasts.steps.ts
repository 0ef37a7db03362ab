import { Given, Then, When } from '@cucumber/cucumber';
import type { TravelWorld } from '../support/world';
import {
  assertNoneVisible,
  assertTimeLeft,
  assertVisible,
  dismissMessage,
  showMessage,
  showTimedMessage,
  startReading,
  stopReading,
  timedMessageTitle,
} from '../support/tasks/machine-toasts';

Given('the message {string} is shown', function (this: TravelWorld, title: string) {
  showMessage(this, title);
});

Given('the {word} message is shown', function (this: TravelWorld, kind: string) {
  showTimedMessage(this, kind);
});

When('the traveller starts reading the message', function (this: TravelWorld) {
  startReading(this);
});

When('the traveller stops reading the message', function (this: TravelWorld) {
  stopReading(this);
});

When('the traveller dismisses the message', function (this: TravelWorld) {
  dismissMessage(this);
});

Then('the message {string} is visible', function (this: TravelWorld, title: string) {
  assertVisible(this, title);
});

Then('the {word} message is visible', function (this: TravelWorld, kind: string) {
  assertVisible(this, timedMessageTitle(kind));
});

Then('no message is visible', function (this: TravelWorld) {
  assertNoneVisible(this);
});

Then('the message has {seconds} left', function (this: TravelWorld, ms: number) {
  assertTimeLeft(this, ms);
});
