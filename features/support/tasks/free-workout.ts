import assert from 'node:assert/strict';
import { BonusGrantReplySchema, USAGE_ERRORS } from '../../../contracts/usage';
import { FREE_USED_COOKIE, FreeGenerateReplySchema, FreeStatusReplySchema, type FreeStatusReply } from '../../../contracts/workouts';
import { newDeviceId } from '../builders/identifiers';
import { wizardDefaults } from '../builders/workout-requests';
import type { TravelWorld } from '../world';
import type { Traveller } from './cast';
import { ask, type HttpAnswer } from './http';
import { assertTold } from './replies';

/**
 * The visitor's one free workout at /free and the exit offer's bonus (spec 1
 * §2, §4, §7, §9), over HTTP as the page does it: the wizard's answers in the
 * body with the browser's device identifier, and the browser's cookies sent
 * and kept. Each traveller's browser is their device identifier
 * (`traveller.deviceId`) plus a cookie jar (`world.cookieJars`).
 */

// ── The wizard's answers, as the scenarios name them ───────────────────────

export interface Answer {
  /** The scenario's word: "duration", "sleep". */
  label: string;
  /** Its name in the free wizard's request, when the wizard asks it. */
  free: string | undefined;
  /** Its name in a quick-mode request, when quick mode sends it. */
  quick: string | undefined;
  numeric: boolean;
}

const answer = (label: string, free: string | undefined, quick: string | undefined, numeric = false): Answer => ({
  label,
  free,
  quick,
  numeric,
});

export const ANSWERS: Answer[] = [
  answer('duration', 'minutes', 'minutes', true),
  answer('goal', 'fitnessGoal', 'goal'),
  answer('energy', 'feeling', 'energy'),
  answer('sleep', 'sleepHours', 'sleepHours', true),
  answer('place', 'context', 'environment'),
  answer('equipment', 'equipment', 'equipment'),
  answer('level', undefined, 'level'),
];

export function answerNamed(label: string): Answer {
  const found = ANSWERS.find((candidate) => candidate.label === label);
  if (!found) throw new Error(`Unknown answer "${label}": use ${ANSWERS.map((a) => a.label).join(', ')}`);
  return found;
}

/** A value as written: a number for numeric answers when it reads as one, otherwise the text as typed. */
export function answerValue(detail: Answer, text: string): string | number {
  return detail.numeric && /^-?\d+(\.\d+)?$/.test(text) ? Number(text) : text;
}

export function keyFor(detail: Answer, form: 'free' | 'quick'): string {
  const key = detail[form];
  if (!key) throw new Error(`the ${form} form has no ${detail.label}`);
  return key;
}

// ── The browser: its device identifier and its cookies ──────────────────────

function jarOf(world: TravelWorld, traveller: Traveller): Map<string, string> {
  let jar = world.cookieJars.get(traveller.name);
  if (!jar) {
    jar = new Map();
    world.cookieJars.set(traveller.name, jar);
  }
  return jar;
}

function deviceOf(traveller: Traveller): string {
  traveller.deviceId ??= newDeviceId();
  return traveller.deviceId;
}

function cookieHeader(jar: Map<string, string>): Record<string, string> {
  if (jar.size === 0) return {};
  return { cookie: [...jar].map(([name, value]) => `${name}=${value}`).join('; ') };
}

/** Keeps the cookies an answer sets, as a browser would (an expired or emptied cookie is dropped). */
function keepCookies(jar: Map<string, string>, answer: HttpAnswer): void {
  for (const line of answer.headers.getSetCookie()) {
    const [pair = '', ...attributes] = line.split(';');
    const [name = '', ...value] = pair.split('=');
    const expired = attributes.some((attribute) => /^\s*max-age=(0|-\d+)\s*$/i.test(attribute));
    if (expired || value.join('=') === '') jar.delete(name.trim());
    else jar.set(name.trim(), value.join('=').trim());
  }
}

/** A browser call from the traveller's browser: their cookies go out, the answer's come back into the jar. */
async function fromBrowser(world: TravelWorld, traveller: Traveller, path: string, body?: unknown): Promise<HttpAnswer> {
  const jar = jarOf(world, traveller);
  const answer = await ask(world, path, {
    method: body === undefined ? 'GET' : 'POST',
    headers: cookieHeader(jar),
    ...(body === undefined ? {} : { body }),
  });
  keepCookies(jar, answer);
  return answer;
}

export function clearCookies(world: TravelWorld, traveller: Traveller): void {
  jarOf(world, traveller).clear();
}

export function forgetDevice(traveller: Traveller): void {
  traveller.deviceId = newDeviceId();
}

export function browserMarkedUsed(world: TravelWorld, traveller: Traveller): boolean {
  return jarOf(world, traveller).get(FREE_USED_COOKIE) === '1';
}

// ── Asking ──────────────────────────────────────────────────────────────────

/** The wizard's answers (defaults, with `changes`) sent from the traveller's browser; the page names the device in the body. */
export function askForFreeWorkout(world: TravelWorld, traveller: Traveller, changes: Record<string, unknown> = {}): Promise<HttpAnswer> {
  return fromBrowser(world, traveller, '/api/free/generate', { ...wizardDefaults(), ...changes, deviceId: deviceOf(traveller) });
}

/** `count` attempts sent together from the same browser, answers kept as the scenario's crowd. */
export async function askForFreeWorkoutsAtOnce(world: TravelWorld, traveller: Traveller, count: number): Promise<void> {
  world.cast.crowd = await Promise.all(Array.from({ length: count }, () => askForFreeWorkout(world, traveller)));
}

export function freeStatusOf(world: TravelWorld, traveller: Traveller): Promise<HttpAnswer> {
  return fromBrowser(world, traveller, `/api/free/status?uid=${encodeURIComponent(deviceOf(traveller))}`);
}

/** The exit offer accepted on the subscribe screen: the spec's empty body, the device in the address. */
export function acceptExitOffer(world: TravelWorld, traveller: Traveller | undefined): Promise<HttpAnswer> {
  if (!traveller) return ask(world, '/api/bonus/grant', { method: 'POST', body: {} });
  return fromBrowser(world, traveller, `/api/bonus/grant?uid=${encodeURIComponent(deviceOf(traveller))}`, {});
}

// ── Checking ────────────────────────────────────────────────────────────────

export function assertFreeWorkout(answer: HttpAnswer, via: 'free' | 'bonus'): void {
  assert.equal(answer.status, 200, `answered ${answer.status}: ${answer.text.slice(0, 300)}`);
  const parsed = FreeGenerateReplySchema.safeParse(answer.json);
  assert.ok(parsed.success, `the workout breaks the contract: ${parsed.success ? '' : parsed.error.message}`);
  assert.equal(parsed.data.via, via, `the workout was paid for by the ${parsed.data.via} workout`);
}

export const designedFreeWorkout = (answer: HttpAnswer): boolean => FreeGenerateReplySchema.safeParse(answer.json).success;

/** 409 with the code the page turns into `/subscribe?reason=free_used`. */
export function assertAlreadyUsed(answer: HttpAnswer): void {
  assert.equal(answer.status, 409, `answered ${answer.status}: ${answer.text.slice(0, 300)}`);
  assertTold(answer, USAGE_ERRORS['usage.free-already-used']);
  assert.equal((answer.json as { code?: unknown }).code, 'usage.free-already-used');
}

export async function freeStatus(world: TravelWorld, traveller: Traveller): Promise<FreeStatusReply> {
  const answer = await freeStatusOf(world, traveller);
  assert.equal(answer.status, 200, `answered ${answer.status}: ${answer.text.slice(0, 300)}`);
  return FreeStatusReplySchema.parse(answer.json);
}

export function assertBonusGranted(answer: HttpAnswer): void {
  assert.equal(answer.status, 200, `answered ${answer.status}: ${answer.text.slice(0, 300)}`);
  assert.ok(BonusGrantReplySchema.safeParse(answer.json).success, `the answer breaks the contract: ${answer.text.slice(0, 300)}`);
}

/** A refusal naming the answer as the form calls it (`sleepHours`, `context`…). */
export function assertRefusedFor(answer: HttpAnswer, detail: Answer, form: 'free' | 'quick'): void {
  assert.equal(answer.status, 400, `answered ${answer.status}: ${answer.text.slice(0, 300)}`);
  const key = keyFor(detail, form);
  const details = (answer.json as { details?: unknown } | undefined)?.details;
  const fields = Array.isArray(details) ? details.map((issue: { field?: unknown }) => issue.field) : [];
  assert.ok(fields.includes(key), `the refusal does not name the ${detail.label} (${key}): ${answer.text.slice(0, 400)}`);
}
