/**
 * `npm run media:pull`: downloads exercise demo files from MEDIA_SOURCE_URL
 * (`<base>/<exercise id>.gif`, else `.png`) into DATA_DIR/media/{gifs,png},
 * where the server serves them. Without MEDIA_SOURCE_URL there is nothing to
 * pull: every exercise keeps its own Custom sequence.
 *
 *   MEDIA_SOURCE_URL  base URL of the files (optional)
 *   DATA_DIR          default ./.data
 */
import path from 'node:path';
import { loadConfig } from '../src/app/config';
import { EXERCISES } from '../src/modules/workouts';
import { MAX_MEDIA_BYTES, pullMedia } from './lib/media-pull';

async function main(): Promise<void> {
  const config = loadConfig(process.env);
  if (!config.mediaSourceUrl) {
    console.log(
      'Nothing to pull: MEDIA_SOURCE_URL is not set. Set it to a base URL that serves <exercise id>.gif or .png, ' +
        'e.g. MEDIA_SOURCE_URL=https://media.example.com/demos npm run media:pull. Exercises without a file show their Custom sequence.',
    );
    return;
  }
  const mediaRoot = path.join(config.dataDir, 'media');
  const summary = await pullMedia(
    config.mediaSourceUrl,
    EXERCISES.map((e) => e.id),
    mediaRoot,
  );
  const failed = Object.entries(summary.failed);
  console.log(
    `Media pull into ${mediaRoot} (cap ${MAX_MEDIA_BYTES / 1024 / 1024} MB): ${summary.downloaded.length} downloaded, ` +
      `${summary.skipped.length} already present, ${failed.length} without a file.`,
  );
  for (const [id, reason] of failed) console.log(`  ${id}: ${reason}`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
