import { Then, When } from '@cucumber/cucumber';
import { credentialsOf } from '../support/builders/travellers';
import type { Field } from '../support/tasks/fields';
import { hostileBarrage } from '../support/tasks/hostile';
import { identityOf } from '../support/tasks/identity';
import { requestReset } from '../support/tasks/password-reset';
import { updateProfile } from '../support/tasks/profile';
import { register, upgrade } from '../support/tasks/registration';
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

/** The text with the control character put in after its first letter, where no trimming reaches it. */
const withInside = (text: string, control: string) => `${text.slice(0, 1)}${control}${text.slice(1)}`;

When(
  '{traveller} registers with the {field} {string} with a(n) {control} character inside',
  async function (this: TravelWorld, who: string, detail: Field, text: string, control: string) {
    await register(this, this.cast.who(who), { [detail.key]: withInside(text, control) });
  },
);

When(
  '{traveller} upgrades to an account with the {field} {string} with a(n) {control} character inside',
  async function (this: TravelWorld, who: string, detail: Field, text: string, control: string) {
    await upgrade(this, this.cast.who(who), { [detail.key]: withInside(text, control) });
  },
);

When(
  '{traveller} changes her/his/their {field} to {string} with a(n) {control} character inside',
  async function (this: TravelWorld, who: string, detail: Field, text: string, control: string) {
    await updateProfile(this, identityOf(this.cast.who(who)), { [detail.key]: withInside(text, control) });
  },
);

When(
  'someone asks for a password reset link for {string} with a(n) {control} character inside',
  async function (this: TravelWorld, email: string, control: string) {
    await requestReset(this, withInside(email, control));
  },
);
