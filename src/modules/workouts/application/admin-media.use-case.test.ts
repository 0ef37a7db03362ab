import { describe, expect, it } from 'vitest';
import type { Viewer } from '../../../shared/kernel';
import { EXERCISES } from '../data/exercises';
import { AdminMediaUseCase } from './admin-media.use-case';
import type { MediaFiles } from './ports/media-files.port';

const ADMIN: Viewer = { userId: 'u-1', accountType: 'registered', via: 'session', isAdmin: true, deviceId: null };
const [gif, png, animated, bare] = EXERCISES;
const files: MediaFiles = {
  find: async (id) => (id === gif!.id ? 'GIF' : id === png!.id ? 'PNG' : undefined),
};

async function report(withSequence: (id: string) => boolean) {
  const useCase = new AdminMediaUseCase([gif!, png!, animated!, bare!], files, (exercise) => withSequence(exercise.id));
  const result = await useCase.execute(ADMIN);
  if (!result.ok) throw new Error('refused');
  return result.value;
}

describe('the media overview', () => {
  it("counts the project's own animated sequence as media; Missing is an exercise with nothing to show", async () => {
    const reply = await report((id) => id !== bare!.id);
    expect(reply.counts).toEqual({ withMedia: 3, missing: 1, total: 4 });
    expect(reply.exercises.map((e) => [e.id, e.type, e.custom])).toEqual([
      [gif!.id, 'GIF', true],
      [png!.id, 'PNG', true],
      [animated!.id, 'None', true],
      [bare!.id, 'Missing', false],
    ]);
    expect(reply.showPullHint).toBe(true);
  });

  it('suggests no media pull when every exercise has something to show', async () => {
    const reply = await report(() => true);
    expect(reply.counts).toEqual({ withMedia: 4, missing: 0, total: 4 });
    expect(reply.showPullHint).toBe(false);
  });

  it('is for administrators only', async () => {
    const result = await new AdminMediaUseCase(EXERCISES, files).execute({ ...ADMIN, isAdmin: false });
    expect(result.ok).toBe(false);
  });
});
