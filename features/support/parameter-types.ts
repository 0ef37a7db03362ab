import { defineParameterType } from '@cucumber/cucumber';
import { fieldNamed, FIELDS } from './tasks/fields';
import { answerNamed, ANSWERS } from './tasks/free-workout';

/** A count written the way people write it: "3", "12,000". */
defineParameterType({
  name: 'count',
  regexp: /\d{1,3}(?:,\d{3})+|\d+/,
  transformer: (text: string) => Number(text.replace(/,/g, '')),
});

/**
 * A traveller of an accounts scenario: a name ("Ana", "Ben", "Carla") or a
 * pronoun for the last one named ("she", "he", "they").
 */
defineParameterType({
  name: 'traveller',
  regexp: /[A-Z][a-z]+|she|he|they/,
  transformer: (text: string) => text,
});

/** Whose thing a step is about: "her", "his", "their", or a name with 's ("Ana's"). */
defineParameterType({
  name: 'whose',
  regexp: /[A-Z][a-z]+'s|her|his|their/,
  transformer: (text: string) => text,
});

/** A detail of the account or profile forms, in the scenarios' words ("e-mail", "fitness goal"). */
defineParameterType({
  name: 'field',
  regexp: new RegExp(
    [...FIELDS]
      .map((field) => field.label)
      .sort((a, b) => b.length - a.length)
      .join('|'),
  ),
  transformer: fieldNamed,
});

/** An answer of the free wizard or of quick mode, in the scenarios' words ("duration", "sleep", "place"). */
defineParameterType({
  name: 'answer',
  regexp: new RegExp(ANSWERS.map((answer) => answer.label).join('|')),
  transformer: answerNamed,
});

/** An invisible control character, by its usual short name ("NUL", "ESC"). */
export const CONTROL_CHARACTERS: Record<string, string> = { NUL: '\u0000', BEL: '\u0007', ESC: '\u001b', DEL: '\u007f' };
defineParameterType({
  name: 'control',
  regexp: new RegExp(Object.keys(CONTROL_CHARACTERS).join('|')),
  transformer: (name: string) => CONTROL_CHARACTERS[name],
});
