import { Writable } from 'node:stream';
import { multistream } from 'pino';
import { createLogger, type Logger } from '../../src/app/logger';
import type { Request } from 'playwright-core';
import type { Traveller } from './tasks/cast';
import type { TravelWorld } from './world';

/**
 * Canary secrets (SECURITY.md "logs", issue 16): every secret a scenario
 * handles — the passwords travellers type, the session, reset, cancel-link
 * and calendar tokens the app hands out, cookie values, Stripe's signatures
 * and the secrets of the app's configuration — is remembered, the app's log
 * is captured at its most verbose level through its own logger (so with its
 * own redaction), and after the scenario no line may hold any of them.
 * Each scenario checks its own app, so the check runs in whichever Cucumber
 * worker ran the scenario.
 */

/** Shorter values (a password like "short") could be any word of a log line. */
const MIN_CANARY_LENGTH = 8;

/** Fields whose values are secrets wherever they appear in a request or an answer. */
const SECRET_FIELD = /password|token|secret/i;

/** Headers whose values are secrets. */
const SECRET_HEADERS = ['authorization', 'stripe-signature', 'x-device-id'];

/** A private calendar link: its file name is the credential. */
const CALENDAR_LINK = /\/api\/plan\/calendar\/([A-Za-z0-9_-]{32,64})\.ics/g;

/** The secrets one scenario has handled, each with what it is (a failure names the kind, never the value). */
export class Canaries {
  private readonly known = new Map<string, string>();

  add(kind: string, value: string | undefined | null): void {
    if (typeof value !== 'string') return;
    const secret = value.trim();
    if (secret.length >= MIN_CANARY_LENGTH && !this.known.has(secret)) this.known.set(secret, kind);
  }

  /** What a request sends: credentials in its headers (the bearer token alone, not "Bearer") and secret fields of its body. */
  fromRequest(headers: Record<string, string>, body: unknown): void {
    for (const [name, value] of Object.entries(headers)) {
      const header = name.toLowerCase();
      if (header === 'cookie') this.fromCookies('a cookie the client sent', value);
      else if (SECRET_HEADERS.includes(header)) this.add(`the ${header} header`, value.replace(/^Bearer\s+/i, ''));
    }
    this.fromFields('a secret field of a request', typeof body === 'string' ? parsed(body) : body);
  }

  /** What an answer hands out: secret fields, cookies set, private calendar links. */
  fromAnswer(headers: Headers, text: string, json: unknown): void {
    for (const cookie of headers.getSetCookie()) this.fromCookies('a cookie the app set', cookie.split(';')[0] ?? '');
    this.fromFields('a secret field of an answer', json);
    for (const [, token] of text.matchAll(CALENDAR_LINK)) this.add('a calendar link', token);
  }

  /** What the travellers of the scenario hold. */
  fromTravellers(travellers: Iterable<Traveller>): void {
    for (const traveller of travellers) {
      this.add('a traveller’s password', traveller.password);
      this.add('a traveller’s device id', traveller.deviceId);
      this.add('a reset token', traveller.resetToken);
      this.add('a signed-out session token', traveller.oldSession);
      for (const token of traveller.sessions.values()) this.add('a session token', token);
      for (const cookie of traveller.knownDevices.values()) this.add('a known-device cookie', cookie);
    }
  }

  /** The secrets of the app's configuration: its environment variables named for one. */
  fromConfiguration(env: Record<string, string>): void {
    for (const [name, value] of Object.entries(env)) if (/SECRET|TOKEN|PASSWORD/.test(name)) this.add(`the configuration’s ${name}`, value);
  }

  /** What the scenario's browser sent to the app: its bearer tokens, device ids and cookies, and the passwords it typed. */
  fromPage(requests: Iterable<Request>): void {
    for (const request of requests) this.fromRequest(request.headers(), request.postData() ?? undefined);
  }

  /** The tokens of the links in the e-mails the app sent (reset links, trial reminders' cancel links). */
  fromMailLinks(links: Iterable<string | undefined>): void {
    for (const link of links) {
      if (!link) continue;
      const url = new URL(link);
      for (const [name, value] of url.searchParams) if (SECRET_FIELD.test(name)) this.add('the token of an e-mailed link', value);
    }
  }

  /** The canaries found in `lines`, as "kind in: line" with the value masked. */
  foundIn(lines: readonly string[]): string[] {
    const found: string[] = [];
    for (const line of lines) {
      for (const [secret, kind] of this.known) {
        if (line.includes(secret)) found.push(`${kind} in: ${line.replaceAll(secret, '«the secret»').slice(0, 400)}`);
      }
    }
    return found;
  }

  get size(): number {
    return this.known.size;
  }

  private fromCookies(kind: string, header: string): void {
    for (const pair of header.split(';')) {
      const value = pair.slice(pair.indexOf('=') + 1);
      this.add(kind, decodeURIComponent(value));
    }
  }

  private fromFields(kind: string, value: unknown): void {
    if (Array.isArray(value)) {
      for (const item of value) this.fromFields(kind, item);
      return;
    }
    if (typeof value !== 'object' || value === null) return;
    for (const [field, item] of Object.entries(value as Record<string, unknown>)) {
      if (SECRET_FIELD.test(field) && typeof item === 'string' && !isLocalCheckoutId(field, item)) this.add(kind, item);
      else this.fromFields(kind, item);
    }
  }
}

/**
 * The local test checkout answers its checkout's id as the paywall's "client
 * secret", and the paywall then names it in an address: it is an id only the
 * owner's session can use, not a secret. Stripe's are `pi_…_secret_…`.
 */
function isLocalCheckoutId(field: string, value: string): boolean {
  return field === 'clientSecret' && !value.includes('_secret_');
}

function parsed(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * Every line the app's logger writes, at its most verbose level, through the
 * app's own logger (and so its redaction). With `LOG_LEVEL` set, the lines of
 * that level and above are shown too, as the app would print them.
 */
export class LogCapture {
  readonly lines: string[] = [];
  readonly logger: Logger;

  constructor(shown = process.env.LOG_LEVEL) {
    const lines = this.lines;
    const capture = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const destination =
      shown && shown !== 'silent'
        ? multistream([
            { level: 'trace', stream: capture },
            { level: shown, stream: process.stdout },
          ])
        : capture;
    this.logger = createLogger({ logLevel: 'trace' }, destination);
  }
}

/**
 * Each line the scenario's app logged that holds a secret the scenario
 * handled. Called once the app has stopped, so its last lines are in.
 */
export function secretsInTheLog(world: TravelWorld): string[] {
  const { app, canaries } = world;
  if (!app) return [];
  canaries.fromTravellers(world.cast.everyone);
  canaries.fromMailLinks(app.mail.sent.map((message) => message.link));
  canaries.fromPage(world.apiRequests);
  canaries.fromConfiguration(app.env);
  return canaries.foundIn(app.logs.lines);
}
