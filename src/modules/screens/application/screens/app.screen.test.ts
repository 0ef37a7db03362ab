import { describe, expect, it } from 'vitest';
import { fullCapabilities, type Locale } from '../../../../../contracts/sdui';
import { screenMessages } from '../../../../../contracts/i18n/screen-messages';
import { FormatjsTranslator } from '../../../../shared/i18n';
import { FixedClock, type Viewer } from '../../../../shared/kernel';
import type { Entitlement, Entitlements } from '../../../subscriptions';
import { ComposeScreenUseCase } from '../compose-screen.use-case';
import { appScreen } from './app.screen';

const USER_ID = '8a3c1c57-1c1f-4e63-9d55-0d9b7e4c2f11';
const signedIn: Viewer = { userId: USER_ID, accountType: 'registered', via: 'session', isAdmin: false, deviceId: null };
const device: Viewer = { userId: USER_ID, accountType: 'anonymous', via: 'device', isAdmin: false, deviceId: 'fc_0123456789abcdef' };

const NONE: Entitlement = {
  subscriptionStatus: 'none',
  pro: false,
  isTrial: false,
  trialEndsAt: null,
  accessEndsAt: null,
  daysRemaining: null,
};
const TRIAL: Entitlement = {
  subscriptionStatus: 'trial',
  pro: true,
  isTrial: true,
  trialEndsAt: new Date('2026-11-24T08:00:00Z'),
  accessEndsAt: null,
  daysRemaining: 3,
};
const ACTIVE: Entitlement = { ...NONE, subscriptionStatus: 'active', pro: true };

function setUp(entitlement: Entitlement) {
  const reads: string[] = [];
  const entitlements: Entitlements = {
    entitlementOf: async (userId) => {
      reads.push(userId);
      return entitlement;
    },
  };
  const compose = new ComposeScreenUseCase(new FormatjsTranslator(screenMessages), new FixedClock(new Date('2026-11-21T08:00:00Z')));
  const run = (viewer: Viewer, locale: Locale = 'en') =>
    compose.execute({ screen: appScreen({ entitlements }), locale, capabilities: fullCapabilities(), viewer });
  return { run, reads };
}

describe('the generator screen (/app)', () => {
  it('reads the subscription once per request, and not at all for a device without an account', async () => {
    const { run, reads } = setUp(TRIAL);
    const { envelope, drops } = await run(signedIn);
    expect(reads).toEqual([USER_ID]);
    expect(drops).toEqual([]);
    expect(envelope.screen.sections.flatMap((s) => s.blocks.map((b) => b.type))).toEqual([
      'app-header',
      'trial-banner',
      'workout-generator',
      'action-banner',
    ]);

    const anonymous = setUp(TRIAL);
    await anonymous.run(device);
    expect(anonymous.reads).toEqual([]);
  });
});

/**
 * The envelopes the web tests render are these files, written by the composer
 * itself: refresh them after a deliberate change with `npm run sdui:golden`.
 */
describe('golden generator-screen envelopes', () => {
  const golden = (name: string) => `../../../../../contracts/sdui/golden/${name}`;
  const asFile = (envelope: unknown) => `${JSON.stringify(envelope, null, 2)}\n`;

  it('of a traveller on a trial', async () => {
    await expect(asFile((await setUp(TRIAL).run(signedIn)).envelope)).toMatchFileSnapshot(golden('app-trial.en.json'));
  });

  it('of a subscriber', async () => {
    await expect(asFile((await setUp(ACTIVE).run(signedIn)).envelope)).toMatchFileSnapshot(golden('app-pro.en.json'));
  });

  it.each(['en', 'es'] as const)('of a traveller without a subscription (%s)', async (locale) => {
    await expect(asFile((await setUp(NONE).run(signedIn, locale)).envelope)).toMatchFileSnapshot(golden(`app-free.${locale}.json`));
  });
});
