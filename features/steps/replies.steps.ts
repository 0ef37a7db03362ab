import assert from 'node:assert/strict';
import { Then } from '@cucumber/cucumber';
import type { Field } from '../support/tasks/fields';
import { lastAnswer } from '../support/tasks/http';
import { assertAskedToSignIn, assertRefusedFor, assertSameAnswers, assertTold } from '../support/tasks/replies';
import type { TravelWorld } from '../support/world';

/** What a traveller is told, in the words every account capability shares. */

Then('{traveller} is/are told {string}', function (this: TravelWorld, _who: string, text: string) {
  assertTold(lastAnswer(this), text);
});

Then('{traveller} is/are asked to sign in', function (this: TravelWorld, _who: string) {
  assertAskedToSignIn(lastAnswer(this));
});

Then(
  '{traveller} is/are refused with {string} for the {field}',
  function (this: TravelWorld, _who: string, message: string, detail: Field) {
    assertRefusedFor(lastAnswer(this), detail, message);
  },
);

Then('{traveller} is/are refused for the {field}', function (this: TravelWorld, _who: string, detail: Field) {
  assertRefusedFor(lastAnswer(this), detail);
});

Then('both answers are the same', function (this: TravelWorld) {
  const [first, second] = this.cast.kept.slice(-2);
  assert.ok(first && second, 'two answers were not kept');
  assertSameAnswers(first, second);
});
