import type { ExerciseMediaReply } from '../../../../contracts/workouts';
import { fail, ok, type Result } from '../../../shared/kernel';
import { localSequenceFor } from '../data/demos/exercise-demos';
import type { Exercise } from '../domain/exercise';
import { MEDIA_PATH, mediaUrl, type MediaFiles } from './ports/media-files.port';

export type ExerciseMediaFailure = 'workouts.unknown-exercise' | 'workouts.bad-media-url';

/**
 * How to show one exercise's demo: its GIF or PNG file when present, else the
 * project's own sequence (tagged Custom). Asked by id or alias, or by the
 * `/media/gifs|png/<id>` path a client already holds.
 */
export class ExerciseMediaUseCase {
  constructor(
    private readonly catalogue: ReadonlyMap<string, Exercise>,
    private readonly aliases: Readonly<Record<string, string>>,
    private readonly files: MediaFiles,
  ) {}

  async execute(query: { id?: string | undefined; url?: string | undefined }): Promise<Result<ExerciseMediaReply, ExerciseMediaFailure>> {
    let id = query.id;
    if (query.url !== undefined) {
      const match = MEDIA_PATH.exec(query.url);
      if (!match) return fail('workouts.bad-media-url');
      id = match[2] ?? match[3];
    }
    if (id === undefined) return fail('workouts.bad-media-url');
    const exercise = this.catalogue.get(id) ?? this.catalogue.get(this.aliases[id] ?? '');
    if (!exercise) return fail('workouts.unknown-exercise');
    const alt = exercise.name.en;
    const type = await this.files.find(exercise.id);
    if (type) return ok({ id: exercise.id, type, tag: 'Media', url: mediaUrl(exercise.id, type), sequence: null, alt });
    return ok({ id: exercise.id, type: 'LOCAL_SEQUENCE', tag: 'Custom', url: null, sequence: localSequenceFor(exercise), alt });
  }
}
