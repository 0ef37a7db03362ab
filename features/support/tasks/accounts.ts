import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import {
  AuthSuccessSchema,
  DEVICE_ID_HEADER,
  ProfileReplySchema,
  REGISTER_DEFAULTS,
  type ProfileReply,
} from '../../../contracts/accounts';
import { ErrorBodySchema } from '../../../contracts';
import type { TravelWorld } from '../world';
import type { PickedFile } from './avatars';
import { ask, lastAnswer, type AskOptions, type HttpAnswer } from './http';

/**
 * The people of an accounts scenario ("Ana", "Ben", "Carla"…) and what each of
 * them holds: the details they register with, their device, their open
 * sessions. Steps name a traveller or use a pronoun for the last one named.
 */
export interface Traveller {
  name: string;
  username: string;
  email: string;
  password: string;
  /** The device identifier of their browser, once they use the app on a device. */
  deviceId: string | undefined;
  /**
   * Session tokens their browsers hold, by where they signed in: "here" (the
   * default), "phone", "laptop"… A token stays held when the app ends the
   * session (expiry, password reset); signing out drops it.
   */
  sessions: Map<string, string>;
  /** The session they signed out of, or the one that expired: kept to try it again. */
  oldSession: string | undefined;
  /** Profile ids seen for this traveller, in order. */
  profileIdsSeen: string[];
  /** The token of the last reset link they received. */
  resetToken: string | undefined;
  /** Their user id, once the app has told it. */
  userId: string | undefined;
  /** Avatar addresses the app gave them, in order. */
  avatarUrls: string[];
  /** Whether they have an account (the app handed them a session for it). */
  registered: boolean;
}

/** Where a session opens when a step does not say: the traveller's current browser. */
export const HERE = 'here';

/** Known passwords so that scenarios can name them; everyone else gets one made from their name. */
const PASSWORDS: Record<string, string> = { Ana: 'correct-horse-1', Ben: 'battery-staple-2' };

export class Cast {
  private readonly people = new Map<string, Traveller>();
  private subject: Traveller | undefined;
  /** The answers of a crowd acting at the same moment. */
  crowd: HttpAnswer[] = [];
  /** Answers kept for comparing two of them. */
  kept: HttpAnswer[] = [];
  /** The last profile read, and whose it was. */
  lastProfile: { traveller: Traveller; answer: HttpAnswer } | undefined;
  /** The last avatar upload: who, which file, and the answer. */
  lastUpload: { traveller: Traveller; file: PickedFile; answer: HttpAnswer } | undefined;

  /** The traveller a step is about: a name sets the subject, a pronoun means the last one named. */
  who(reference: string): Traveller {
    if (/^(she|he|they)$/.test(reference)) {
      if (!this.subject) throw new Error(`"${reference}" refers to nobody: name a traveller first`);
      return this.subject;
    }
    this.subject = this.named(reference);
    return this.subject;
  }

  /** A traveller by name, without making them the subject of the next pronoun. */
  named(name: string): Traveller {
    let traveller = this.people.get(name);
    if (!traveller) {
      const lower = name.toLowerCase();
      traveller = {
        name,
        username: lower,
        email: `${lower}@example.com`,
        password: PASSWORDS[name] ?? `${lower}-secret-3`,
        deviceId: undefined,
        sessions: new Map(),
        oldSession: undefined,
        profileIdsSeen: [],
        resetToken: undefined,
        userId: undefined,
        avatarUrls: [],
        registered: false,
      };
      this.people.set(name, traveller);
    }
    return traveller;
  }

  /** A possessive ("her", "Ana's") resolved to its traveller. */
  whose(reference: string): Traveller {
    const name = /^(.+)'s$/.exec(reference)?.[1];
    if (name) return this.named(name);
    return this.who(reference === 'his' ? 'he' : reference === 'her' ? 'she' : 'they');
  }

  get everyone(): Traveller[] {
    return [...this.people.values()];
  }
}

// ── The details of a form, as the scenarios name them ───────────────────────

export interface Field {
  /** The words a scenario uses: "fitness goal". */
  label: string;
  /** The name the app gives it: "fitnessGoal". */
  key: string;
  numeric: boolean;
}

const field = (label: string, key: string, numeric = false): Field => ({ label, key, numeric });

export const FIELDS: Field[] = [
  field('username', 'username'),
  field('e-mail', 'email'),
  field('new password', 'newPassword'),
  field('password', 'password'),
  field('name', 'name'),
  field('age', 'age', true),
  field('height', 'heightCm', true),
  field('weight', 'weightKg', true),
  field('gender', 'gender'),
  field('fitness goal', 'fitnessGoal'),
  field('unit system', 'unitSystem'),
  field('account type', 'accountType'),
  field('subscription status', 'subscriptionStatus'),
  field('avatar address', 'avatarUrl'),
  field('device identifier', 'deviceId'),
];

export function fieldNamed(label: string): Field {
  const found = FIELDS.find((candidate) => candidate.label === label);
  if (!found) throw new Error(`Unknown detail "${label}": use ${FIELDS.map((f) => f.label).join(', ')}`);
  return found;
}

/**
 * A value as a scenario writes it: "(empty)" is an empty text, "21 letters" is
 * that many letters, a number is a number for numeric details (anything else
 * is sent as typed, e.g. "twenty").
 */
export function valueOf(detail: Field, text: string): string | number {
  if (text === '(empty)') return '';
  const letters = /^(\d+) letters$/.exec(text);
  if (letters) return 'a'.repeat(Number(letters[1]));
  if (detail.numeric && /^-?\d+(\.\d+)?$/.test(text)) return Number(text);
  return text;
}

// ── Identity on a call ──────────────────────────────────────────────────────

export type Identity =
  | { kind: 'session'; token: string }
  | { kind: 'device'; deviceId: string; inAddress?: boolean }
  | { kind: 'nobody' };

export function newDeviceId(): string {
  return `fc_${randomBytes(16).toString('hex')}`;
}

export function madeUpToken(): string {
  return randomBytes(32).toString('base64url');
}

/** How a traveller proves who they are: an open session if they have one, else their device. */
export function identityOf(traveller: Traveller, where: string = HERE): Identity {
  const token = traveller.sessions.get(where);
  if (token) return { kind: 'session', token };
  if (traveller.deviceId) return { kind: 'device', deviceId: traveller.deviceId };
  throw new Error(`${traveller.name} has neither a session ${where === HERE ? '' : `on their ${where} `}nor a device`);
}

function withIdentity(path: string, identity: Identity, options: AskOptions = {}): [string, AskOptions] {
  const headers: Record<string, string> = { ...options.headers };
  let address = path;
  if (identity.kind === 'session') headers.authorization = `Bearer ${identity.token}`;
  if (identity.kind === 'device') {
    if (identity.inAddress) address += `${path.includes('?') ? '&' : '?'}uid=${encodeURIComponent(identity.deviceId)}`;
    else headers[DEVICE_ID_HEADER] = identity.deviceId;
  }
  return [address, { ...options, headers }];
}

export async function askAs(world: TravelWorld, path: string, identity: Identity, options: AskOptions = {}): Promise<HttpAnswer> {
  const [address, withHeaders] = withIdentity(path, identity, options);
  return ask(world, address, withHeaders);
}

// ── Registering, upgrading, signing in and out ─────────────────────────────

export type Details = Record<string, unknown>;

/** What the registration form sends when the traveller keeps its defaults (spec 1 §5). */
export function registrationOf(traveller: Traveller): Details {
  return {
    username: traveller.username,
    email: traveller.email,
    password: traveller.password,
    name: traveller.name,
    age: REGISTER_DEFAULTS.age,
    heightCm: REGISTER_DEFAULTS.heightCm,
    weightKg: REGISTER_DEFAULTS.weightKg,
    gender: REGISTER_DEFAULTS.gender,
    fitnessGoal: REGISTER_DEFAULTS.fitnessGoal,
  };
}

/** The traveller types these details: their username, e-mail and password are now these. */
function adopt(traveller: Traveller, details: Details): void {
  if (typeof details.username === 'string') traveller.username = details.username;
  if (typeof details.email === 'string') traveller.email = details.email;
  if (typeof details.password === 'string') traveller.password = details.password;
}

/** Keeps the session of a successful sign-in, registration or upgrade. */
function keepSession(traveller: Traveller, answer: HttpAnswer, where: string): void {
  const parsed = AuthSuccessSchema.safeParse(answer.json);
  if (answer.status >= 300 || !parsed.success) return;
  traveller.sessions.set(where, parsed.data.token);
  traveller.userId = parsed.data.user.id;
  traveller.registered = true;
}



export async function register(
  world: TravelWorld,
  traveller: Traveller,
  changes: Details = {},
  options: { deviceId?: string | undefined } = {},
): Promise<HttpAnswer> {
  const body = { ...registrationOf(traveller), ...changes };
  if (options.deviceId) body.deviceId = options.deviceId;
  adopt(traveller, body);
  const answer = await ask(world, '/api/auth/register', { method: 'POST', body });
  keepSession(traveller, answer, HERE);
  return answer;
}

/** Registers and insists it worked (for scenarios' settings); nothing to do when they already have an account. */
export async function ensureAccount(world: TravelWorld, traveller: Traveller, options: { deviceId?: string } = {}): Promise<void> {
  if (traveller.registered) return;
  const answer = await register(world, traveller, {}, options);
  assert.equal(answer.status, 201, `${traveller.name} could not register: ${answer.status} ${answer.text.slice(0, 300)}`);
}

export async function upgrade(world: TravelWorld, traveller: Traveller, changes: Details = {}, options: { minimal?: boolean } = {}): Promise<HttpAnswer> {
  if (!traveller.deviceId) throw new Error(`${traveller.name} has no device to upgrade`);
  const body: Details = {
    username: traveller.username,
    email: traveller.email,
    password: traveller.password,
    ...(options.minimal ? {} : { name: traveller.name }),
    ...changes,
    deviceId: traveller.deviceId,
  };
  adopt(traveller, body);
  const answer = await ask(world, '/api/auth/upgrade', { method: 'POST', body });
  keepSession(traveller, answer, HERE);
  return answer;
}

export function credentialsOf(traveller: Traveller): { email: string; password: string } {
  return { email: traveller.email, password: traveller.password };
}

export async function signIn(
  world: TravelWorld,
  credentials: { email: string; password: string },
  traveller?: Traveller,
  where: string = HERE,
): Promise<HttpAnswer> {
  const answer = await ask(world, '/api/auth/login', { method: 'POST', body: credentials });
  if (traveller) keepSession(traveller, answer, where);
  return answer;
}

export async function signOut(world: TravelWorld, traveller: Traveller, where: string = HERE): Promise<HttpAnswer> {
  const token = traveller.sessions.get(where) ?? traveller.oldSession;
  if (!token) throw new Error(`${traveller.name} has no session to sign out of`);
  const answer = await askAs(world, '/api/auth/logout', { kind: 'session', token }, { method: 'POST' });
  traveller.sessions.delete(where);
  traveller.oldSession = token;
  return answer;
}

/** The app ended the session (a reset, an expiry): the browser still holds the token, now an old one. */
export function sessionEnded(traveller: Traveller): void {
  const token = traveller.sessions.get(HERE) ?? [...traveller.sessions.values()][0];
  if (token) traveller.oldSession = token;
}

// ── Profile ─────────────────────────────────────────────────────────────────

export async function readProfile(world: TravelWorld, traveller: Traveller | undefined, identity: Identity): Promise<HttpAnswer> {
  const answer = await askAs(world, '/api/profile', identity);
  if (traveller && answer.status === 200) {
    const id = (answer.json as { id?: unknown } | undefined)?.id;
    if (typeof id === 'string') {
      traveller.profileIdsSeen.push(id);
      traveller.userId ??= id;
    }
    world.cast.lastProfile = { traveller, answer };
  }
  return answer;
}

export async function updateProfile(world: TravelWorld, identity: Identity, changes: Details): Promise<HttpAnswer> {
  return askAs(world, '/api/profile', identity, { method: 'PATCH', body: changes });
}

/**
 * The traveller's profile as the app shows it to them: the profile just read
 * when the last answer was it, otherwise read again with their own identity.
 */
export async function profileOf(world: TravelWorld, traveller: Traveller): Promise<ProfileReply> {
  const last = world.cast.lastProfile;
  let answer = last && last.traveller === traveller && last.answer === world.answer ? last.answer : undefined;
  answer ??= await readProfile(world, traveller, identityOf(traveller));
  assert.equal(answer.status, 200, `${traveller.name}'s profile answered ${answer.status}: ${answer.text.slice(0, 300)}`);
  const parsed = ProfileReplySchema.safeParse(answer.json);
  assert.ok(parsed.success, `${traveller.name}'s profile breaks the contract: ${parsed.success ? '' : parsed.error.message}`);
  return parsed.data;
}

/** Makes the traveller's device known to the app (the first profile read creates its anonymous user). */
export async function knownDevice(world: TravelWorld, traveller: Traveller): Promise<string> {
  traveller.deviceId ??= newDeviceId();
  const answer = await readProfile(world, traveller, { kind: 'device', deviceId: traveller.deviceId });
  assert.equal(answer.status, 200, `${traveller.name}'s device has no profile: ${answer.status} ${answer.text.slice(0, 300)}`);
  return (answer.json as { id: string }).id;
}

// ── Password reset ──────────────────────────────────────────────────────────

export async function requestReset(world: TravelWorld, email: string, traveller?: Traveller): Promise<HttpAnswer> {
  const answer = await ask(world, '/api/auth/request-reset', { method: 'POST', body: { email } });
  const token = (answer.json as { resetToken?: unknown } | undefined)?.resetToken;
  if (traveller && typeof token === 'string') traveller.resetToken = token;
  return answer;
}

export async function resetPassword(world: TravelWorld, resetToken: string, newPassword: string, traveller?: Traveller): Promise<HttpAnswer> {
  const answer = await ask(world, '/api/auth/reset-password', { method: 'POST', body: { resetToken, newPassword } });
  if (traveller && answer.status === 200) {
    traveller.password = newPassword;
    sessionEnded(traveller);
  }
  return answer;
}

// ── What the traveller is told ──────────────────────────────────────────────

/** The answer's error text, or its message when it is not an error. */
export function saidBy(answer: HttpAnswer): string | undefined {
  const body = answer.json as { error?: unknown; message?: unknown } | undefined;
  if (typeof body?.error === 'string') return body.error;
  if (typeof body?.message === 'string') return body.message;
  return undefined;
}

export function assertTold(answer: HttpAnswer, text: string): void {
  assert.equal(saidBy(answer), text, `answered ${answer.status}: ${answer.text.slice(0, 300)}`);
  if (answer.status >= 400) {
    assert.ok(answer.status < 500, `the server failed (${answer.status}) instead of refusing`);
    assert.ok(ErrorBodySchema.passthrough().safeParse(answer.json).success, `the refusal breaks the error format: ${answer.text}`);
  }
}

/** A refusal that asks the caller to sign in, in the error format. */
export function assertAskedToSignIn(answer: HttpAnswer): void {
  assert.equal(answer.status, 401, `answered ${answer.status}: ${answer.text.slice(0, 300)}`);
  const body = ErrorBodySchema.safeParse(answer.json);
  assert.ok(body.success && body.data.error.length > 0, `the refusal breaks the error format: ${answer.text.slice(0, 300)}`);
}

interface FieldIssue {
  field: string;
  message: string;
}

function issuesOf(answer: HttpAnswer): FieldIssue[] {
  const details = (answer.json as { details?: unknown } | undefined)?.details;
  return Array.isArray(details) ? (details as FieldIssue[]) : [];
}

/** A validation refusal naming the detail (and saying `message`, when given). */
export function assertRefusedFor(answer: HttpAnswer, detail: Field, message?: string): void {
  assert.equal(answer.status, 400, `answered ${answer.status}: ${answer.text.slice(0, 300)}`);
  const issues = issuesOf(answer);
  const names = (issue: FieldIssue) =>
    issue.field === detail.key || issue.field.endsWith(`.${detail.key}`) || issue.message.includes(`'${detail.key}'`);
  const about = issues.filter(names);
  assert.ok(about.length > 0, `the refusal does not name the ${detail.label} (${detail.key}): ${answer.text.slice(0, 400)}`);
  if (message !== undefined) {
    assert.ok(
      about.some((issue) => issue.message === message),
      `the ${detail.label} was refused with ${JSON.stringify(about.map((issue) => issue.message))}, not "${message}"`,
    );
  }
}

export function assertDeviceRefused(answer: HttpAnswer): void {
  assert.equal(answer.status, 400, `answered ${answer.status}: ${answer.text.slice(0, 300)}`);
  const issues = issuesOf(answer);
  assert.ok(
    issues.some((issue) => /^(uid|x-device-id|deviceId)$/i.test(issue.field)),
    `the refusal does not name the device identifier: ${answer.text.slice(0, 400)}`,
  );
}

/** A successful sign-in: the answer carries a session, and that session opens the traveller's account. */
export async function assertSignedIn(world: TravelWorld, traveller: Traveller): Promise<void> {
  const answer = lastAnswer(world);
  assert.ok(answer.status === 200 || answer.status === 201, `answered ${answer.status}: ${answer.text.slice(0, 300)}`);
  const parsed = AuthSuccessSchema.safeParse(answer.json);
  assert.ok(parsed.success, `the answer breaks the contract: ${parsed.success ? '' : parsed.error.message}`);
  const check = await askAs(world, '/api/auth/profile', { kind: 'session', token: parsed.data.token });
  assert.equal(check.status, 200, `the new session does not open the account: ${check.status} ${check.text.slice(0, 300)}`);
  const user = (check.json as { user?: { email?: string; id?: string } }).user;
  assert.equal(user?.email?.toLowerCase(), traveller.email.toLowerCase(), 'the session opens someone else’s account');
  assert.equal(user?.id, parsed.data.user.id);
}

export function assertNotSignedIn(answer: HttpAnswer): void {
  assert.ok(answer.status >= 400 && answer.status < 500, `answered ${answer.status}: ${answer.text.slice(0, 300)}`);
  assert.ok(!AuthSuccessSchema.safeParse(answer.json).success, 'a session was handed out');
  assert.doesNotMatch(answer.text, /"token"/, 'the refusal carries a token');
}

/** Nothing of the account appears in the answer: no e-mail, username or id. */
export function assertRevealsNothingOf(answer: HttpAnswer, traveller: Traveller): void {
  const text = answer.text.toLowerCase();
  assert.ok(!text.includes(traveller.email.toLowerCase()), 'the answer shows the e-mail');
  assert.ok(!text.includes(`"${traveller.username.toLowerCase()}"`), 'the answer shows the username');
  for (const id of traveller.profileIdsSeen) assert.ok(!text.includes(id), 'the answer shows the profile id');
}

/** The profile value of a detail, with the scenario's value notation ("64.5", "20 letters"). */
export function assertShows(profile: ProfileReply, detail: Field, text: string): void {
  const actual = (profile as Record<string, unknown>)[detail.key];
  const expected = valueOf(detail, text);
  if (detail.key === 'email') assert.equal(String(actual).toLowerCase(), String(expected).toLowerCase());
  else assert.deepEqual(actual, expected, `the profile shows ${detail.label} ${JSON.stringify(actual)}`);
}

/** Two answers are the same to whoever reads them: status and body, optionally leaving some fields out. */
export function assertSameAnswers(first: HttpAnswer, second: HttpAnswer, leaveOut: string[] = []): void {
  const view = (answer: HttpAnswer) => {
    const body = { ...(answer.json as Record<string, unknown>) };
    for (const key of leaveOut) delete body[key];
    return { status: answer.status, body, retryAfter: answer.headers.get('retry-after') };
  };
  assert.deepEqual(view(second), view(first));
}
