import type { AdminMediaReply } from '../../../../contracts/workouts';
import { fail, ok, type Result } from '../../../shared/kernel';
import { localSequenceFor } from '../data/demos/exercise-demos';
import type { Exercise } from '../domain/exercise';
import type { AdminDirectory } from './ports/admin-directory.port';
import { mediaUrl, type MediaFiles } from './ports/media-files.port';

export type AdminMediaFailure = 'accounts.authentication-required' | 'workouts.admin-only';

/** `/admin/media`: what demo every exercise has, for users whose e-mail is in ADMIN_EMAILS. */
export class AdminMediaUseCase {
  constructor(
    private readonly accounts: AdminDirectory,
    private readonly adminEmails: readonly string[],
    private readonly exercises: readonly Exercise[],
    private readonly files: MediaFiles,
  ) {}

  async execute(authorization: string | undefined): Promise<Result<AdminMediaReply, AdminMediaFailure>> {
    // Only a bearer token counts: a device id is never an administrator.
    if (!authorization) return fail('accounts.authentication-required');
    const viewer = await this.accounts.identify({ authorization });
    if (!viewer.ok || viewer.value.via !== 'session') return fail('accounts.authentication-required');
    const user = await this.accounts.userById(viewer.value.userId);
    const email = user?.email?.toLowerCase();
    if (!email || !this.adminEmails.includes(email)) return fail('workouts.admin-only');

    const exercises = await Promise.all(
      this.exercises.map(async (exercise) => {
        const type = await this.files.find(exercise.id);
        const custom = localSequenceFor(exercise).frames.length > 0;
        return {
          id: exercise.id,
          name: exercise.name.en,
          type: type ?? (custom ? ('None' as const) : ('Missing' as const)),
          custom,
          url: type ? mediaUrl(exercise.id, type) : null,
        };
      }),
    );
    const withMedia = exercises.filter((e) => e.type === 'GIF' || e.type === 'PNG').length;
    return ok({
      counts: { withMedia, missing: exercises.length - withMedia, total: exercises.length },
      showPullHint: withMedia < exercises.length,
      exercises,
    });
  }
}
