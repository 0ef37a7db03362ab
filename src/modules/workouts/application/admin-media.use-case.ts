import type { AdminMediaReply } from '../../../../contracts/workouts';
import { fail, ok, type Result, type Viewer } from '../../../shared/kernel';
import { localSequenceFor } from '../data/demos/exercise-demos';
import type { Exercise } from '../domain/exercise';
import { mediaUrl, type MediaFiles } from './ports/media-files.port';

export type AdminMediaFailure = 'workouts.admin-only';

const hasLocalSequence = (exercise: Exercise): boolean => localSequenceFor(exercise).frames.length > 0;

/**
 * `/admin/media`: what demo every exercise has, for users whose e-mail is in
 * ADMIN_EMAILS. An exercise has media when it has a GIF, a PNG or the
 * project's own animated sequence (tagged Custom, type None: no file);
 * "Missing" is kept for an exercise with nothing to show, and only then does
 * the page suggest `npm run media:pull`.
 */
export class AdminMediaUseCase {
  constructor(
    private readonly exercises: readonly Exercise[],
    private readonly files: MediaFiles,
    private readonly hasSequence: (exercise: Exercise) => boolean = hasLocalSequence,
  ) {}

  /** `viewer`: a signed-in session (a device id is never an administrator). */
  async execute(viewer: Viewer): Promise<Result<AdminMediaReply, AdminMediaFailure>> {
    if (!viewer.isAdmin) return fail('workouts.admin-only');

    const exercises = await Promise.all(
      this.exercises.map(async (exercise) => {
        const type = await this.files.find(exercise.id);
        const custom = this.hasSequence(exercise);
        return {
          id: exercise.id,
          name: exercise.name.en,
          type: type ?? (custom ? ('None' as const) : ('Missing' as const)),
          custom,
          url: type ? mediaUrl(exercise.id, type) : null,
        };
      }),
    );
    const missing = exercises.filter((e) => e.type === 'Missing').length;
    return ok({
      counts: { withMedia: exercises.length - missing, missing, total: exercises.length },
      showPullHint: missing > 0,
      exercises,
    });
  }
}
