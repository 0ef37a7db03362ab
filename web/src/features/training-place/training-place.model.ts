import { TrainingPlaceSchema, type TrainingPlace } from '../../../../contracts/workouts/session.schemas';
import { readItem, removeItem, writeItem } from '../../identity/storage';

/** The last place a workout was recorded at, on this device (README, "What the browser keeps"). */
export const PLACE_KEY = 'fc_place';

/** What the traveller typed, before it is read. */
export interface PlaceDraft {
  city: string;
  country: string;
}

export type PlaceField = keyof PlaceDraft;
/** What is wrong with a field: left empty while the other is filled, or not a name the contract takes (too long, control characters). */
export type PlaceProblem = 'required' | 'invalid';
export type PlaceProblems = Partial<Record<PlaceField, PlaceProblem>>;

/** A read draft: a place, no place at all (both left empty), or what to fix. */
export type PlaceReading = { ok: true; place: TrainingPlace | null } | { ok: false; problems: PlaceProblems };

export const EMPTY_DRAFT: PlaceDraft = { city: '', country: '' };

/**
 * The draft as a completion will carry it, by the contract's own schema:
 * both empty is no place (the workout still counts, without a stamp or a
 * city row); a city and a country, trimmed, 100 characters at most, is a
 * place; one without the other is a problem on the missing one.
 */
export function readPlace(draft: PlaceDraft): PlaceReading {
  if (draft.city.trim() === '' && draft.country.trim() === '') return { ok: true, place: null };
  const parsed = TrainingPlaceSchema.safeParse(draft);
  if (parsed.success) return { ok: true, place: parsed.data };
  const problems: PlaceProblems = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0];
    if ((field === 'city' || field === 'country') && problems[field] === undefined) {
      problems[field] = issue.code === 'too_small' ? 'required' : 'invalid';
    }
  }
  return { ok: false, problems };
}

/** The remembered place; anything unreadable or tampered with is no place. */
export function loadPlace(): TrainingPlace | null {
  const stored = readItem(PLACE_KEY);
  if (stored === null) return null;
  try {
    const parsed = TrainingPlaceSchema.safeParse(JSON.parse(stored));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** Remembers the place of the workout just sent, or forgets it when the workout had none. */
export function savePlace(place: TrainingPlace | null): void {
  if (place) writeItem(PLACE_KEY, JSON.stringify(place));
  else removeItem(PLACE_KEY);
}
