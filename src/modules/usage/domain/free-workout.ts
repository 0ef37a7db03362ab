/**
 * The visitor's one free workout (spec 1 §4, DECISIONS.md "Allowance"): one
 * per browser, marked by a cookie flag, and one per device, marked by a server
 * record, so clearing either one does not reopen it. The exit offer's bonus
 * (granted once per device) pays for exactly one more.
 */
export interface FreeWorkoutFacts {
  /** The browser sent the flag cookie. */
  browserUsed: boolean;
  /** The device has a claim on record. */
  deviceClaimed: boolean;
  /** The device has a granted, unused bonus. */
  bonusAvailable: boolean;
}

export interface FreeWorkoutAvailability {
  used: boolean;
  bonusAvailable: boolean;
  available: boolean;
}

export function freeWorkoutAvailability(facts: FreeWorkoutFacts): FreeWorkoutAvailability {
  const used = facts.browserUsed || facts.deviceClaimed;
  return { used, bonusAvailable: facts.bonusAvailable, available: !used || facts.bonusAvailable };
}

/** What paid for a free workout: the first one, or the bonus. */
export type FreeWorkoutVia = 'free' | 'bonus';
