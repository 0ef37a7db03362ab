/**
 * Who may call what (SECURITY.md "authorization"): for every route of the
 * root contract, the status each kind of caller gets. The suite
 * (`authorization-matrix.int.test.ts`) calls every route as each of them and
 * compares; a route without a row here, or a row for a route that is gone,
 * fails it. How each route is called, and whose objects it aims at:
 * `authorization-matrix-calls.ts`.
 *
 * Callers, in the order they call (the owner last, so an object is still
 * there when the others try it):
 * - `nobody`: no credentials at all;
 * - `revokedToken`: a session of the owner's that was signed out;
 * - `anonymousDevice`: a device id with no account;
 * - `linkedDevice`: the device the owner's account was opened from, which may
 *   never act for the account (ADR 0006);
 * - `otherTraveller`: another registered traveller, signed in;
 * - `admin`: a signed-in traveller whose e-mail is in ADMIN_EMAILS;
 * - `owner`: the registered traveller whose objects the calls aim at.
 */
export const CALLERS = ['nobody', 'revokedToken', 'anonymousDevice', 'linkedDevice', 'otherTraveller', 'admin', 'owner'] as const;
export type Caller = (typeof CALLERS)[number];

export type MatrixRow = Record<Caller, number> & {
  /** Why, where the row is not what its shape says. */
  why?: string;
};

type Signed = Partial<Pick<MatrixRow, 'otherTraveller' | 'admin' | 'owner'>>;

/** Anyone, whatever credentials they send: public pages, and calls whose body carries its own credential. */
const anyone = (status: number, why?: string): MatrixRow => ({
  nobody: status,
  revokedToken: status,
  anonymousDevice: status,
  linkedDevice: status,
  otherTraveller: status,
  admin: status,
  owner: status,
  ...(why ? { why } : {}),
});

/**
 * A signed-in session only (`handleSession`): a device id is never a sign-in.
 * Signed-in callers other than the owner act on their own objects, or get
 * what `signed` says when the call aims at the owner's.
 */
const sessionOnly = (ok: number, signed: Signed = {}, why?: string): MatrixRow => ({
  nobody: 401,
  revokedToken: 401,
  anonymousDevice: 401,
  linkedDevice: 401,
  otherTraveller: signed.otherTraveller ?? ok,
  admin: signed.admin ?? signed.otherTraveller ?? ok,
  owner: signed.owner ?? ok,
  ...(why ? { why } : {}),
});

/** A traveller's own data, signed in or from an anonymous device (`handle`, `handleOwn`); a linked device gets 401. */
const travellerOrDevice = (ok: number, overrides: Partial<MatrixRow> = {}): MatrixRow => ({
  nobody: 401,
  revokedToken: 401,
  anonymousDevice: ok,
  linkedDevice: 401,
  otherTraveller: ok,
  admin: ok,
  owner: ok,
  ...overrides,
});

/** Another traveller's object of the owner's: not found, so its id reveals nothing. */
const ownersOnly = (ok: number, why: string) => sessionOnly(ok, { otherTraveller: 404 }, why);

/** Pro only (a trial or a subscription): the owner is on a trial, the others are not. */
const proOnly = (ok: number) =>
  sessionOnly(ok, { otherTraveller: 403 }, 'Pro only: the owner is on a trial, the others are not (403 pro-required)');

/** ADMIN_EMAILS only: every other signed-in traveller, the owner included, gets 403. */
const adminOnly = sessionOnly(200, { otherTraveller: 403, admin: 200, owner: 403 }, 'administrators only (ADMIN_EMAILS)');

/** The anonymous device's own free workout or bonus: a signed-in caller has no device to spend it on. */
const deviceOnly = (why: string): MatrixRow => ({
  nobody: 400,
  revokedToken: 400,
  anonymousDevice: 200,
  linkedDevice: 401,
  otherTraveller: 400,
  admin: 400,
  owner: 400,
  why,
});

export const AUTHORIZATION_MATRIX: Record<string, MatrixRow> = {
  'health.live': anyone(200, 'probes of the load balancer'),
  'health.ready': anyone(200, 'probes of the load balancer'),

  'accounts.register': anyone(201, 'opens a new account; identity headers play no part (a device is linked only when named in the body)'),
  'accounts.login': anyone(200, 'the e-mail and password in the body are the credential (here the owner’s)'),
  'accounts.upgrade': {
    ...anyone(201, 'upgrades the device named in the body (the caller’s own, else an unused one); the owner’s linked device is refused'),
    linkedDevice: 409,
  },
  'accounts.sessionProfile': sessionOnly(200),
  'accounts.logout': anyone(200, 'signs out the bearer session if any; answers success even when it was already invalid'),
  'accounts.requestReset': anyone(200, 'the same answer for every e-mail, known or not'),
  'accounts.resetPassword': anyone(200, 'the reset token in the body is the credential (a fresh one of the owner’s per call)'),
  'accounts.getProfile': travellerOrDevice(200),
  'accounts.updateProfile': travellerOrDevice(200),
  'accounts.uploadAvatar': travellerOrDevice(200, { anonymousDevice: 403, why: 'registered travellers only (403 account-required)' }),

  'screens.getScreen': travellerOrDevice(200, { why: 'the profile screen: the caller’s own profile' }),
  'screens.reportBlock': anyone(204, 'a client reports a block it cannot draw; nobody’s data'),

  'subscriptions.plans': anyone(200, 'the public plan catalogue'),
  'subscriptions.checkInviteCode': anyone(200, 'whether a code is valid; applying it changes nothing'),
  'subscriptions.createTrial': sessionOnly(200),
  'subscriptions.createSubscription': sessionOnly(200),
  'subscriptions.verifySession': ownersOnly(200, 'the owner’s paid checkout: unknown to anyone else'),
  'subscriptions.activateSubscription': sessionOnly(404, {}, 'the test app bills locally: a Stripe subscription id is unknown to everyone'),
  'subscriptions.status': sessionOnly(200),
  'subscriptions.cancel': ownersOnly(200, 'cancels the caller’s own trial: the others have none (404 no-subscription)'),
  'subscriptions.resume': ownersOnly(200, 'resumes the caller’s own trial: the others have none (404 no-subscription)'),
  'subscriptions.paymentMethods': sessionOnly(200),
  'subscriptions.portal': ownersOnly(200, 'the caller’s own billing portal: the others have no subscription (404)'),
  'subscriptions.testCheckout': ownersOnly(200, 'the owner’s open checkout: unknown to anyone else'),
  'subscriptions.confirmTestCheckout': ownersOnly(200, 'the owner’s open checkout: unknown to anyone else'),
  'subscriptions.cancelTestCheckout': ownersOnly(200, 'the owner’s open checkout: unknown to anyone else'),
  'trialReminder.cancelByLink': anyone(200, 'the reminder link’s token is the credential (a fresh one per call); headers play no part'),

  'usage.check': travellerOrDevice(200),
  'usage.increment': travellerOrDevice(200),
  'usage.reset': travellerOrDevice(200),
  'usage.grantBonus': deviceOnly('the exit offer’s bonus belongs to an anonymous device (400 device-required otherwise)'),

  'workouts.generate': travellerOrDevice(200),
  'workouts.generateFree': deviceOnly('the one free workout belongs to an anonymous device (400 device-required otherwise)'),
  'workouts.freeStatus': anyone(200, 'whether this browser or device may still have its free workout'),
  'workouts.generatePlan': proOnly(200),
  'workouts.completeWorkout': sessionOnly(200),
  'workouts.exerciseMedia': anyone(200, 'public exercise demonstrations'),
  'workouts.adminMedia': adminOnly,

  'sessions.completeSession': travellerOrDevice(200),

  'progress.badges': travellerOrDevice(200),
  'progress.passport': travellerOrDevice(200),
  'progress.leaderboard': anyone(200, 'shared page: public ids only; only the owner is marked as "you"'),
  'progress.topCities': anyone(200, 'shared page: counts only'),
  'progress.cityLeaderboard': anyone(200, 'shared page: public ids only; only the owner is marked as "you"'),
  'progress.analyticsStats': proOnly(200),
  'progress.history': travellerOrDevice(200),

  'teams.userTeams': travellerOrDevice(200),
  'teams.teamDetails': anyone(200, 'a team’s page is shared: public ids only; only the owner is marked as "you"'),
  'teams.createTeam': sessionOnly(201),
  'teams.joinTeam': sessionOnly(200, {}, 'teams are open to every registered traveller'),
  'teams.updateTeam': sessionOnly(200, { otherTraveller: 403 }, 'the team’s admin only (403 not-team-admin)'),
  'teams.removeMember': sessionOnly(200, { otherTraveller: 403 }, 'the team’s admin only (403 not-team-admin)'),
  'teams.leaveTeam': ownersOnly(200, 'a member only: the others are not in the owner’s team (404 not-a-member)'),

  'challenges.challenges': anyone(200, 'the open challenges'),
  'challenges.userChallenges': travellerOrDevice(200),
  'challenges.joinChallenge': travellerOrDevice(200, { why: 'challenges are open to every traveller and device' }),

  'cities.searchCities': anyone(200, 'public city search'),

  'trips.listTrips': sessionOnly(200),
  'trips.createTrip': sessionOnly(201),
  'trips.updateTrip': ownersOnly(200, 'the owner’s trip: not found for anyone else'),
  'trips.deleteTrip': ownersOnly(204, 'the owner’s trip: not found for anyone else'),

  'plan.getPlan': proOnly(200),
  'plan.generatePlan': proOnly(200),
  'plan.getPreferences': sessionOnly(200),
  'plan.updatePreferences': sessionOnly(200),

  'calendar.calendarFeedStatus': sessionOnly(200),
  'calendar.createCalendarFeed': proOnly(201),
  'calendar.revokeCalendarFeed': sessionOnly(
    204,
    {},
    'revokes the caller’s own link, if any (the owner’s stays until the owner revokes it)',
  ),
  'calendar.calendarFeed': anyone(200, 'the private link is its own credential, as a calendar app holds it (ADR 0042)'),

  'waitlist.joinWaitlist': anyone(200, 'the same answer for every address'),
  'waitlist.guide': anyone(200, 'the public guide'),

  'analytics.track': travellerOrDevice(204),
  'analytics.adminReport': adminOnly,
};
