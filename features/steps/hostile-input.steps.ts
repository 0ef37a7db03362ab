import { Then, When } from '@cucumber/cucumber';
import { credentialsOf } from '../support/builders/travellers';
import { hostileBarrage } from '../support/tasks/hostile';
import { register } from '../support/tasks/registration';
import { assertSignedIn, signIn } from '../support/tasks/sign-in';
import type { TravelWorld } from '../support/world';

/** Text that looks like code is only ever text: the barrage, and the accounts afterwards. */

When('someone tries every hostile text in every field of the registration and sign-in forms', async function (this: TravelWorld) {
  await hostileBarrage(this, this.cast.named('Ana').email);
});

Then('{traveller} can still register', async function (this: TravelWorld, who: string) {
  const traveller = this.cast.who(who);
  await register(this, traveller);
  await assertSignedIn(this, traveller);
});

Then('{traveller} can still sign in', async function (this: TravelWorld, who: string) {
  const traveller = this.cast.who(who);
  await signIn(this, credentialsOf(traveller), traveller);
  await assertSignedIn(this, traveller);
});
