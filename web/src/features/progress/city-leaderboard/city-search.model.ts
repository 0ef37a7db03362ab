import { CityLeaderboardParamsSchema } from '../../../../../contracts/gamification/progress.schemas';
import type { CityChoice } from '../api/progress.api';

export type CityField = keyof CityChoice;
/** What is wrong with a field: left empty, or not a name the contract takes (too long, control characters). */
export type CityProblem = 'required' | 'invalid';

export type CitySearch = { ok: true; choice: CityChoice } | { ok: false; problems: Partial<Record<CityField, CityProblem>> };

/** The search as the contract reads it (spec 2 §5: city and country both non-blank, trimmed). */
export function readCitySearch(values: CityChoice): CitySearch {
  const parsed = CityLeaderboardParamsSchema.safeParse(values);
  if (parsed.success) return { ok: true, choice: parsed.data };
  const problems: Partial<Record<CityField, CityProblem>> = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0];
    if ((field === 'city' || field === 'country') && problems[field] === undefined) {
      problems[field] = issue.code === 'too_small' ? 'required' : 'invalid';
    }
  }
  return { ok: false, problems };
}
