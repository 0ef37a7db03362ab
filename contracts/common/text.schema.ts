import { z } from 'zod';

/**
 * Free text a client may send, refusing control characters: PostgreSQL refuses
 * U+0000 in a text column (the request became a 500), and no name, e-mail,
 * label or id of this app has a use for the others (escape sequences in logs,
 * invisible characters in a leaderboard). Every free-text string of every
 * contract is built here; `contracts/control-characters.test.ts` walks the
 * contracts to prove it. See docs/adr/0017-control-characters-refused-at-the-contract.md.
 */

/** Unicode "Cc": C0 controls U+0000–U+001F, DEL U+007F and C1 controls U+0080–U+009F. */
const SINGLE_LINE = /^\P{Cc}*$/u;
/** The same, but keeping tab, line feed and carriage return: text that may span lines. */
const MULTILINE = /^(?:\P{Cc}|[\t\n\r])*$/u;

export const CONTROL_CHARACTERS_MESSAGE = 'Must not contain control characters';

export interface TextOptions {
  /** Strip surrounding whitespace first (fields a person types). Default false. */
  trim?: boolean;
  /** Allow tab, line feed and carriage return. Default false. */
  multiline?: boolean;
}

/**
 * A string without control characters. Chain `.min`, `.max`, `.email`… as on
 * `z.string()`; the control-character check runs first, after trimming, so a
 * NUL is named as such whatever else is wrong with the value.
 */
export function text({ trim = false, multiline = false }: TextOptions = {}): z.ZodString {
  const base = trim ? z.string().trim() : z.string();
  return base.regex(multiline ? MULTILINE : SINGLE_LINE, CONTROL_CHARACTERS_MESSAGE);
}
