import { describe, expect, it } from 'vitest';
import { NEW_TEAM, readTeamForm } from './team-form.model';

describe('readTeamForm', () => {
  it('trims what was typed, keeps the runner and reads a blank description as none', () => {
    expect(readTeamForm({ ...NEW_TEAM, name: '  Gate Runners ', description: '   ' })).toEqual({
      ok: true,
      body: { name: 'Gate Runners', emoji: '🏃', description: null },
    });
  });

  it('asks for a name when it is blank, and says the limits when the name or description is too long', () => {
    expect(readTeamForm({ ...NEW_TEAM, name: '   ' })).toEqual({ ok: false, problems: { name: { id: 'teams.form.name-required' } } });
    expect(readTeamForm({ name: 'n'.repeat(51), emoji: '🏃', description: 'd'.repeat(281) })).toEqual({
      ok: false,
      problems: {
        name: { id: 'teams.form.name-too-long', values: { max: 50 } },
        description: { id: 'teams.form.description-too-long', values: { max: 280 } },
      },
    });
  });

  it('takes one emoji, with its skin tone or as a flag, and refuses letters', () => {
    expect(readTeamForm({ ...NEW_TEAM, name: 'Crew', emoji: '🏃🏽‍♀️' }).ok).toBe(true);
    expect(readTeamForm({ ...NEW_TEAM, name: 'Crew', emoji: '🇪🇸' }).ok).toBe(true);
    expect(readTeamForm({ ...NEW_TEAM, name: 'Crew', emoji: 'GR' })).toEqual({
      ok: false,
      problems: { emoji: { id: 'teams.form.emoji-invalid' } },
    });
  });
});
