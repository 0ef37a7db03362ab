/**
 * What `/admin/media` needs to know about the caller: the accounts facade's
 * `identify` and `userById`, narrowed. Declared here because accounts already
 * depends on workouts (session history), so workouts may not import accounts.
 */
export interface AdminDirectory {
  identify(claims: { authorization?: string | undefined }): Promise<
    { ok: true; value: { userId: string; via: 'session' | 'device' } } | { ok: false; code: string }
  >;
  userById(userId: string): Promise<{ email: string | null } | undefined>;
}
