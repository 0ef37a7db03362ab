import type { AdminMediaReply } from '../../../../contracts/workouts';
import { fail, ok, type Result, type Viewer } from '../../../shared/kernel';
import { localSequenceFor } from '../data/demos/exercise-demos';
import type { Exercise } from '../domain/exercise';
import { mediaUrl, type MediaFiles } from './ports/media-files.port';

export type AdminMediaFailure = 'workouts.admin-only';

/** `/admin/media`: what demo every exercise has, for users whose e-mail is in ADMIN_EMAILS. */
export class AdminMediaUseCase {
  constructor(
    private readonly exercises: readonly Exercise[],
    private readonly files: MediaFiles,
  ) {}

  /** `viewer`: a signed-in session (a device id is never an administrator). */
  async execute(viewer: Viewer): Promise<Result<AdminMediaReply, AdminMediaFailure>> {
    if (!viewer.isAdmin) return fail('workouts.admin-only');

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
