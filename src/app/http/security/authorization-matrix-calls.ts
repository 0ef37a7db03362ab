import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { z, type ZodType, type ZodTypeDef } from 'zod';
import { vi } from 'vitest';
import { RequestResetReplySchema } from '../../../../contracts/accounts';
import { ChallengesReplySchema } from '../../../../contracts/community/challenges.schemas';
import { TeamReplySchema } from '../../../../contracts/community/teams.schemas';
import { CalendarFeedCreatedSchema, CitySearchReplySchema, TripReplySchema } from '../../../../contracts/plans';
import { CheckoutReplySchema, SubscriptionStatusReplySchema } from '../../../../contracts/subscriptions';
import type { Answer, CallOptions, HttpTestApp } from '../../testing/http-test-app';
import type { FixedClock } from '../../../shared/kernel';
import { TRIAL_REMINDER_QUEUE } from '../../../modules/subscriptions/application/trial-reminder/send-trial-reminders.job';
import { newDeviceId, quickModeBody, registration, wizardBody } from '../../testing/builders';
import type { RecordingMailer } from '../../testing/recording-mailer';
import { startLocalTrial } from '../../testing/trial';
import { CALLERS, type Caller } from './authorization-matrix';

/**
 * How the authorization matrix calls each route of the contract: what the
 * route's owner has made first (a trip, a team, a checkout…) and the request
 * every caller then sends, aimed at those objects. The expected answers are in
 * `authorization-matrix.ts`; the suite is `authorization-matrix.int.test.ts`.
 */

/** A registered traveller of the matrix. */
export interface Traveller {
  token: string;
  userId: string;
  email: string;
  password: string;
  /** The device the account was opened from (linked to it: it may never act for it). */
  deviceId: string;
}

export interface MatrixWorld {
  app: HttpTestApp;
  clock: FixedClock;
  mail: RecordingMailer;
  /** Registers a traveller (from a device of their own, which the account then owns). */
  register(overrides?: Record<string, unknown>): Promise<Traveller>;
}

/** The callers of one route, each an account of its own, so no route's calls disturb another's. */
export interface MatrixCast {
  owner: Traveller;
  other: Traveller;
  admin: Traveller;
  /** A session of the owner's that was signed out. */
  revokedToken: string;
  /** A device with no account. */
  anonymousDeviceId: string;
}

/** What a caller sends, besides their identity. */
export interface MatrixRequest {
  params?: Record<string, string>;
  query?: string;
  body?: unknown;
  rawBody?: FormData;
}

/** Where a caller's identity goes: the headers every client sends. */
export function identityOf(caller: Caller, cast: MatrixCast): Pick<CallOptions, 'token' | 'deviceId'> {
  switch (caller) {
    case 'owner':
      return { token: cast.owner.token };
    case 'otherTraveller':
      return { token: cast.other.token };
    case 'admin':
      return { token: cast.admin.token };
    case 'anonymousDevice':
      return { deviceId: cast.anonymousDeviceId };
    case 'linkedDevice':
      return { deviceId: cast.owner.deviceId };
    case 'revokedToken':
      return { token: cast.revokedToken };
    case 'nobody':
      return {};
  }
}

export interface RouteCalls<Objects = unknown> {
  /** Makes the owner's objects before anyone calls. */
  prepare?: (world: MatrixWorld, cast: MatrixCast) => Promise<Objects>;
  /** The request one caller sends. Called once per caller, so a credential used up by one call can be made anew. */
  request: (objects: Objects, context: { world: MatrixWorld; cast: MatrixCast; caller: Caller }) => MatrixRequest | Promise<MatrixRequest>;
  /** Values of the owner's that only the owner may be shown (besides their e-mail, token and device id). */
  secrets?: (objects: Objects) => string[];
  /** The body carries the owner's own credential: whoever sends it is the owner, and is answered as the owner. */
  ownersCredential?: true;
  /** Moves the app's clock: runs before the other routes, which run side by side, so none sees time jump. */
  movesClock?: true;
  /** What the owner reads of the objects the call aims at: the same before and after every other caller's call. */
  ownersView?: (objects: Objects, world: MatrixWorld, cast: MatrixCast) => Promise<unknown>;
}

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

const route = <Objects>(calls: RouteCalls<Objects>): RouteCalls => calls as RouteCalls;
const plain = (request: MatrixRequest = {}): RouteCalls => ({ request: () => request });

/** The answer of a step that makes the owner's objects, read with the contract's schema; anything but a success stops the route. */
async function expectOk<T>(answer: Promise<Answer>, schema: ZodType<T, ZodTypeDef, unknown>, what: string): Promise<T> {
  const settled = await answer;
  if (settled.status >= 300) throw new Error(`${what}: ${settled.status} ${settled.text.slice(0, 300)}`);
  return schema.parse(settled.body);
}

/** A step whose answer is not read, only its success. */
const done = z.unknown();

/** The owner's read of `path` (a function of the objects when the path names one), as status and body. */
const asOwner =
  <Objects>(path: string | ((objects: Objects) => string)) =>
  async (objects: Objects, world: MatrixWorld, cast: MatrixCast) => {
    const answer = await world.app.call(typeof path === 'string' ? path : path(objects), { token: cast.owner.token });
    return { status: answer.status, body: answer.body as unknown };
  };

const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/** Waits until a mail to `address` carries `token`: the reset link's token is stored by the job that sends it. */
function mailed(world: MatrixWorld, address: string, token: string): Promise<void> {
  return vi.waitFor(
    () => {
      if (!world.mail.to(address).some((message) => message.link?.includes(token) ?? message.text.includes(token)))
        throw new Error(`no reset mail to ${address} yet`);
    },
    { timeout: 20_000, interval: 25 },
  );
}

async function aCityId(world: MatrixWorld): Promise<string> {
  const found = await expectOk(world.app.call('/api/cities?q=madrid'), CitySearchReplySchema, 'city search');
  return found.cities[0]!.id;
}

async function ownersTrip(world: MatrixWorld, cast: MatrixCast): Promise<{ tripId: string; cityId: string }> {
  const cityId = await aCityId(world);
  const today = world.clock.now().getTime();
  const body = {
    cityId,
    outboundDate: isoDay(new Date(today + 10 * DAY)),
    outboundTime: '07:30',
    returnDate: isoDay(new Date(today + 14 * DAY)),
    returnTime: '18:00',
  };
  const created = await expectOk(
    world.app.call('/api/trips', { method: 'POST', token: cast.owner.token, body }),
    TripReplySchema,
    'the owner’s trip',
  );
  return { tripId: created.trip.id, cityId };
}

async function ownersTeam(world: MatrixWorld, cast: MatrixCast): Promise<string> {
  const created = await expectOk(
    world.app.call('/api/teams', { method: 'POST', token: cast.owner.token, body: { name: `Gate Runners ${randomUUID().slice(0, 6)}` } }),
    TeamReplySchema,
    'the owner’s team',
  );
  return created.team.id;
}

/** A checkout the owner opened for a trial and has not paid yet. */
async function ownersCheckout(world: MatrixWorld, cast: MatrixCast): Promise<string> {
  const started = await expectOk(
    world.app.call('/api/create-trial-subscription', { method: 'POST', token: cast.owner.token, body: { plan: 'monthly' } }),
    CheckoutReplySchema,
    'the owner’s checkout',
  );
  return started.url.split('/').at(-1)!;
}

const onTrial = async (world: MatrixWorld, cast: MatrixCast) => {
  await startLocalTrial(world.app, cast.owner.token);
};

/** The owner's own POST to `path`, answered with success: what a route under test then undoes or reads. */
async function ownerPosts(world: MatrixWorld, cast: MatrixCast, path: string, what: string, body?: object): Promise<void> {
  await expectOk(world.app.call(path, { method: 'POST', token: cast.owner.token, ...(body ? { body } : {}) }), done, what);
}

/** The owner on a trial with a stored travel plan. */
async function ownersPlan(world: MatrixWorld, cast: MatrixCast): Promise<void> {
  await onTrial(world, cast);
  await ownerPosts(world, cast, '/api/plan/generate', 'the owner’s plan', {});
}

/** The owner's plan and the private calendar link made for it. */
async function ownersCalendarFeed(world: MatrixWorld, cast: MatrixCast): Promise<string> {
  await ownersPlan(world, cast);
  const created = await expectOk(
    world.app.call('/api/plan/calendar-feed', { method: 'POST', token: cast.owner.token }),
    CalendarFeedCreatedSchema,
    'the owner’s calendar link',
  );
  return created.url;
}

/**
 * A trial reminder's cancel link for each caller (each works once): trials
 * that end in 23 hours on the app's clock, swept, their e-mails read. The
 * clock moves less than a trial's length.
 */
async function cancelLinks(world: MatrixWorld): Promise<Record<Caller, string>> {
  const holders = await Promise.all(CALLERS.map(() => world.register()));
  await Promise.all(holders.map((holder) => startLocalTrial(world.app, holder.token)));
  const status = await expectOk(
    world.app.call('/api/subscription/status', { token: holders[0]!.token }),
    SubscriptionStatusReplySchema,
    'the trial’s status',
  );
  world.clock.advance(Date.parse(status.trialEndsAt!) - 23 * HOUR - world.clock.now().getTime());
  await world.app.runScheduledJob(TRIAL_REMINDER_QUEUE);
  const links = holders.map((holder) => {
    const link = world.mail.to(holder.email)[0]?.link;
    if (!link) throw new Error('no trial reminder was sent');
    return new URL(link).searchParams.get('token')!;
  });
  return Object.fromEntries(CALLERS.map((caller, index) => [caller, links[index]!])) as Record<Caller, string>;
}

/** The owner with points on the boards, from a session in Lisbon. */
async function ownersPoints(world: MatrixWorld, cast: MatrixCast): Promise<void> {
  await expectOk(
    world.app.call('/api/session/complete', {
      method: 'POST',
      token: cast.owner.token,
      body: { durationMin: 20, context: 'hotel_room', city: 'Lisbon', country: 'Portugal' },
    }),
    done,
    'the owner’s session',
  );
}

async function avatarForm(): Promise<FormData> {
  const bytes = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#e4572e' } })
    .png()
    .toBuffer();
  const data = new FormData();
  data.append('avatar', new Blob([new Uint8Array(bytes)], { type: 'image/png' }), 'me.png');
  return data;
}

const finishedWorkout = () => ({
  completionId: randomUUID(),
  name: '10-Minute Hotel Room Full Body Workout',
  durationMin: 10,
  context: 'hotel_room',
  setsDone: 9,
  setsPlanned: 9,
});

/**
 * Every route's calls, by the route's dotted name in the root contract.
 * Routes whose path parameters name an object of the owner's call with the
 * owner's object, so another traveller's call proves object-level
 * authorization.
 */
export const MATRIX_CALLS: Record<string, RouteCalls> = {
  'health.live': plain(),
  'health.ready': plain(),

  'accounts.register': route({ request: () => ({ body: registration() }) }),
  'accounts.login': route({
    request: (_, { cast }) => ({ body: { email: cast.owner.email, password: cast.owner.password } }),
    ownersCredential: true,
  }),
  // Upgrades the caller's own device when it has one, else a device nobody has used.
  'accounts.upgrade': route({
    request: (_, { cast, caller }) => {
      const { deviceId = newDeviceId() } = identityOf(caller, cast);
      const { username, email, password } = registration();
      return { body: { username, email, password, deviceId } };
    },
  }),
  'accounts.sessionProfile': plain(),
  // Signs out the caller's own session: the owner's stays signed in.
  'accounts.logout': route({ request: () => ({}), ownersView: asOwner('/api/auth/profile') }),
  'accounts.requestReset': route({ request: (_, { cast }) => ({ body: { email: cast.owner.email } }) }),
  // A reset token works once: each caller gets a fresh one of the owner's, live once its mail went out (after the answer).
  'accounts.resetPassword': route({
    request: async (_, { world, cast }) => {
      const asked = await expectOk(
        world.app.call('/api/auth/request-reset', { method: 'POST', body: { email: cast.owner.email } }),
        RequestResetReplySchema,
        'a reset token',
      );
      const token = asked.resetToken ?? '';
      await mailed(world, cast.owner.email, token);
      return { body: { resetToken: token, newPassword: 'a brand new password' } };
    },
  }),
  'accounts.getProfile': plain(),
  'accounts.updateProfile': route({ request: () => ({ body: { name: 'Someone Else' } }), ownersView: asOwner('/api/profile') }),
  'accounts.uploadAvatar': route({ request: async () => ({ rawBody: await avatarForm() }), ownersView: asOwner('/api/profile') }),

  'screens.getScreen': plain({ params: { screenId: 'profile' } }),
  'screens.reportBlock': plain({
    body: { screenId: 'landing', blockId: 'matrix', type: 'matrix-probe', v: 1, reason: 'unknown-block', message: 'authorization matrix' },
  }),

  'subscriptions.plans': plain(),
  'subscriptions.checkInviteCode': plain({ body: { code: 'TRAVELFIT' } }),
  'subscriptions.createTrial': plain({ body: { plan: 'monthly' } }),
  'subscriptions.createSubscription': plain({ body: { plan: 'monthly' } }),
  'subscriptions.verifySession': route({
    prepare: async (world, cast) => {
      const sessionId = await ownersCheckout(world, cast);
      await expectOk(
        world.app.call(`/api/billing/test-checkout/${sessionId}/confirm`, {
          method: 'POST',
          token: cast.owner.token,
          body: { cardNumber: '4242424242424242', expiryMonth: 12, expiryYear: 2030, cvc: '123' },
        }),
        done,
        'the owner’s payment',
      );
      return sessionId;
    },
    request: (sessionId) => ({ body: { sessionId } }),
    secrets: (sessionId) => [sessionId],
    ownersView: asOwner('/api/subscription/status'),
  }),
  'subscriptions.activateSubscription': plain({ body: { subscriptionId: 'sub_matrix' } }),
  'subscriptions.status': plain(),
  'subscriptions.cancel': route({ prepare: onTrial, request: () => ({}), ownersView: asOwner('/api/subscription/status') }),
  'subscriptions.resume': route({
    prepare: async (world, cast) => {
      await onTrial(world, cast);
      await ownerPosts(world, cast, '/api/subscription/cancel', 'the owner’s cancellation');
    },
    request: () => ({}),
    ownersView: asOwner('/api/subscription/status'),
  }),
  'subscriptions.paymentMethods': route({ prepare: onTrial, request: () => ({}) }),
  'subscriptions.portal': route({ prepare: onTrial, request: () => ({}) }),
  'subscriptions.testCheckout': route({ prepare: ownersCheckout, request: (id) => ({ params: { id } }), secrets: (id) => [id] }),
  // The owner's checkout stays open until the owner pays or leaves it.

  'subscriptions.confirmTestCheckout': route({
    prepare: ownersCheckout,
    request: (id) => ({ params: { id }, body: { cardNumber: '4242424242424242', expiryMonth: 12, expiryYear: 2030, cvc: '123' } }),
    secrets: (id) => [id],
    ownersView: asOwner((id) => `/api/billing/test-checkout/${id}`),
  }),
  'subscriptions.cancelTestCheckout': route({
    prepare: ownersCheckout,
    request: (id) => ({ params: { id } }),
    secrets: (id) => [id],
    ownersView: asOwner((id) => `/api/billing/test-checkout/${id}`),
  }),
  // A link works once: each caller has their own.
  'trialReminder.cancelByLink': route({
    prepare: cancelLinks,
    request: (links, { caller }) => ({ body: { token: links[caller] } }),
    movesClock: true,
  }),

  'usage.check': plain(),
  'usage.increment': route({ request: () => ({ body: {} }), ownersView: asOwner('/api/usage/check') }),
  'usage.reset': route({
    prepare: (world, cast) => ownerPosts(world, cast, '/api/usage/increment', 'the owner’s workout', {}),
    request: () => ({ body: {} }),
    ownersView: asOwner('/api/usage/check'),
  }),
  'usage.grantBonus': plain({ body: {} }),

  'workouts.generate': plain({ body: quickModeBody() }),
  'workouts.generateFree': plain({ body: wizardBody() }),
  'workouts.freeStatus': plain(),
  'workouts.generatePlan': route({ prepare: onTrial, request: () => ({ body: { minutes: 10 } }) }),
  'workouts.completeWorkout': route({ request: () => ({ body: finishedWorkout() }), ownersView: asOwner('/api/profile') }),
  'workouts.exerciseMedia': plain({ query: 'id=push-up' }),
  'workouts.adminMedia': plain(),

  'sessions.completeSession': route({
    request: () => ({ body: { durationMin: 10, context: 'hotel_room' } }),
    ownersView: asOwner('/api/profile'),
  }),

  'progress.badges': plain(),
  'progress.passport': plain(),
  'progress.leaderboard': route({ prepare: ownersPoints, request: () => ({}) }),
  'progress.topCities': plain(),
  'progress.cityLeaderboard': route({ prepare: ownersPoints, request: () => ({ params: { city: 'Lisbon', country: 'Portugal' } }) }),
  'progress.analyticsStats': route({ prepare: onTrial, request: () => ({}) }),
  'progress.history': plain(),

  'teams.userTeams': route({ prepare: ownersTeam, request: () => ({}) }),
  'teams.teamDetails': route({ prepare: ownersTeam, request: (id) => ({ params: { id } }) }),
  'teams.createTeam': route({ request: () => ({ body: { name: `Lounge Lifters ${randomUUID().slice(0, 6)}` } }) }),
  'teams.joinTeam': route({ prepare: ownersTeam, request: (id) => ({ params: { id } }) }),
  'teams.updateTeam': route({
    prepare: ownersTeam,
    request: (id) => ({ params: { id }, body: { name: 'Taken Over' } }),
    ownersView: asOwner((id) => `/api/teams/${id}`),
  }),
  // The owner, the team's admin, removes a member who joined it.
  'teams.removeMember': route({
    prepare: async (world, cast) => {
      const id = await ownersTeam(world, cast);
      const member = await world.register();
      await expectOk(world.app.call(`/api/teams/${id}/join`, { method: 'POST', token: member.token }), done, 'a member joins');
      return { id, userId: member.userId };
    },
    request: (params) => ({ params }),
    ownersView: asOwner(({ id }) => `/api/teams/${id}`),
  }),
  'teams.leaveTeam': route({ prepare: ownersTeam, request: (id) => ({ params: { id } }), ownersView: asOwner((id) => `/api/teams/${id}`) }),

  'challenges.challenges': plain(),
  'challenges.userChallenges': plain(),
  'challenges.joinChallenge': route({
    prepare: async (world) => {
      const open = await expectOk(world.app.call('/api/challenges'), ChallengesReplySchema, 'the open challenges');
      return open.challenges[0]!.id;
    },
    request: (id) => ({ params: { id } }),
  }),

  'cities.searchCities': plain({ query: 'q=mad' }),

  'trips.listTrips': route({ prepare: ownersTrip, request: () => ({}), secrets: ({ tripId }) => [tripId] }),
  'trips.createTrip': route({
    prepare: aCityId,
    ownersView: asOwner('/api/trips'),
    request: (cityId, { world }) => {
      const today = world.clock.now().getTime();
      return {
        body: {
          cityId,
          outboundDate: isoDay(new Date(today + 20 * DAY)),
          outboundTime: '09:00',
          returnDate: isoDay(new Date(today + 22 * DAY)),
          returnTime: '19:00',
        },
      };
    },
  }),
  'trips.updateTrip': route({
    prepare: ownersTrip,
    request: ({ tripId }) => ({ params: { id: tripId }, body: { gym: true } }),
    secrets: ({ tripId }) => [tripId],
    ownersView: asOwner('/api/trips'),
  }),
  'trips.deleteTrip': route({
    prepare: ownersTrip,
    request: ({ tripId }) => ({ params: { id: tripId } }),
    secrets: ({ tripId }) => [tripId],
    ownersView: asOwner('/api/trips'),
  }),

  'plan.getPlan': route({ prepare: ownersPlan, request: () => ({}) }),
  'plan.generatePlan': route({ prepare: onTrial, request: () => ({ body: {} }) }),
  'plan.getPreferences': plain(),
  'plan.updatePreferences': route({ request: () => ({ body: { daysPerWeek: 4 } }), ownersView: asOwner('/api/plan/preferences') }),

  'calendar.calendarFeedStatus': route({
    prepare: ownersCalendarFeed,
    request: () => ({}),
    secrets: (url) => [
      url
        .split('/')
        .at(-1)!
        .replace(/\.ics$/, ''),
    ],
  }),
  'calendar.createCalendarFeed': route({ prepare: ownersPlan, request: () => ({}) }),
  'calendar.revokeCalendarFeed': route({
    prepare: async (world, cast) => {
      await ownersCalendarFeed(world, cast);
    },
    request: () => ({}),
    ownersView: asOwner('/api/plan/calendar-feed'),
  }),
  // The private link is its own credential: whoever holds it reads the calendar.
  'calendar.calendarFeed': route({
    prepare: async (world, cast) => (await ownersCalendarFeed(world, cast)).split('/').at(-1)!,
    request: (feed) => ({ params: { feed } }),
  }),

  'waitlist.joinWaitlist': route({ request: () => ({ body: { email: `waiting.${randomUUID().slice(0, 8)}@example.com` } }) }),
  'waitlist.guide': plain({ params: { file: 'hotel-workouts-en.pdf' } }),

  'analytics.track': plain({ body: { eventName: 'page_view', eventData: JSON.stringify({ path: '/free' }) } }),
  'analytics.adminReport': plain(),
};
