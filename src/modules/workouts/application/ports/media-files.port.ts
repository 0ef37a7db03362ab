/** The demo files present for an exercise under the served media folder. */
export interface MediaFiles {
  /** GIF wins over PNG; undefined when neither file exists. */
  find(exerciseId: string): Promise<'GIF' | 'PNG' | undefined>;
}

/** Public address of an exercise's media file. */
export function mediaUrl(exerciseId: string, type: 'GIF' | 'PNG'): string {
  return type === 'GIF' ? `/media/gifs/${exerciseId}.gif` : `/media/png/${exerciseId}.png`;
}

/** Exercise ids are kebab-case; a media path names one file by its id. */
export const MEDIA_PATH = /^\/media\/(gifs\/([a-z0-9]+(?:-[a-z0-9]+)*)\.gif|png\/([a-z0-9]+(?:-[a-z0-9]+)*)\.png)$/;
