import { TEAM_LIMITS, TeamDescriptionSchema, TeamEmojiSchema, TeamNameSchema } from '../../../../contracts/community/teams.schemas';

export type TeamField = 'name' | 'emoji' | 'description';

/** What the Create Team and Edit team dialogs hold: text as typed. */
export interface TeamFormValues {
  name: string;
  emoji: string;
  description: string;
}

/** A field's problem as a message id and its values. */
export interface TeamFormProblem {
  id: string;
  values?: Record<string, number>;
}

export interface TeamFormBody {
  name: string;
  emoji: string;
  description: string | null;
}

export const NEW_TEAM: TeamFormValues = { name: '', emoji: TEAM_LIMITS.defaultEmoji, description: '' };

/**
 * Reads the dialog by the contract's own rules (spec 2 §5: a name, required
 * and non-blank; our limits of 50 and 280 characters; one emoji), trimmed as
 * the server trims them.
 */
export function readTeamForm(
  values: TeamFormValues,
): { ok: true; body: TeamFormBody } | { ok: false; problems: Partial<Record<TeamField, TeamFormProblem>> } {
  const name = TeamNameSchema.safeParse(values.name);
  const emoji = TeamEmojiSchema.safeParse(values.emoji);
  const description = TeamDescriptionSchema.safeParse(values.description);
  const problems: Partial<Record<TeamField, TeamFormProblem>> = {};
  if (!name.success) {
    problems.name = name.error.issues.some((issue) => issue.code === 'too_big')
      ? { id: 'teams.form.name-too-long', values: { max: TEAM_LIMITS.nameMax } }
      : { id: 'teams.form.name-required' };
  }
  if (!emoji.success) problems.emoji = { id: 'teams.form.emoji-invalid' };
  if (!description.success) problems.description = { id: 'teams.form.description-too-long', values: { max: TEAM_LIMITS.descriptionMax } };
  if (!name.success || !emoji.success || !description.success) return { ok: false, problems };
  return { ok: true, body: { name: name.data, emoji: emoji.data, description: description.data } };
}
