/**
 * Expected failures travel as values with a code such as `accounts.email-taken`;
 * routers map each code with an exhaustive switch. Unexpected ones throw.
 */
export type Result<T, Code extends string> = { ok: true; value: T } | { ok: false; code: Code; message?: string };

export const ok = <T>(value: T): { ok: true; value: T } => ({ ok: true, value });
export const fail = <Code extends string>(code: Code, message?: string): { ok: false; code: Code; message?: string } =>
  message === undefined ? { ok: false, code } : { ok: false, code, message };
