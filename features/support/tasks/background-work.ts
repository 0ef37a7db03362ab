import { backgroundWorkDone as jobsDone } from '../../../src/app/testing/background-work';
import type { TravelWorld } from '../world';

/**
 * Waits until the accounts module's background work is done (mail "sent after
 * the answer" has been handled then), as a traveller waits for the e-mail.
 */
export async function backgroundWorkDone(world: TravelWorld): Promise<void> {
  if (!world.app) throw new Error('No app is running: tag the scenario @api or @ui');
  await jobsDone(world.app.database, 'accounts.');
}
