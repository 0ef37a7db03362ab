import type { PickedFile } from '../builders/pictures';
import { travellerDetails, type TravellerDetails } from '../builders/travellers';
import type { HttpAnswer } from './http';

/**
 * The people of a scenario ("Ana", "Ben", "Carla"…) and what each of them
 * holds: the details they register with, their device, their open sessions.
 * Steps name a traveller or use a pronoun for the last one named.
 */
export interface Traveller extends TravellerDetails {
  /** The device identifier of their browser, once they use the app on a device. */
  deviceId: string | undefined;
  /**
   * Session tokens their browsers hold, by where they signed in: "here" (the
   * default), "phone", "laptop"… A token stays held when the app ends the
   * session (expiry, password reset); signing out drops it.
   */
  sessions: Map<string, string>;
  /** The known-device cookie each of their browsers holds, by where it signed in (sent back on the next sign-in there). */
  knownDevices: Map<string, string>;
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
      traveller = {
        ...travellerDetails(name),
        deviceId: undefined,
        sessions: new Map(),
        knownDevices: new Map(),
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
