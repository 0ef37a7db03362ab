import { ContainerModule } from 'inversify';
import type { Logger } from 'pino';
import { CoreTokens, type Clock, type ViewerDirectory } from '../../shared/kernel';
import { GamificationTokens, type ProgressReader } from '../gamification';
import { SubscriptionsTokens, type Entitlements } from '../subscriptions';
import { WorkoutsTokens, type SessionHistory } from '../workouts';
import { createScreens } from './create-screens';

/** Binds the SDUI composer's routes over the other modules' read facades. */
export function screensModule(): ContainerModule {
  return new ContainerModule(({ bind }) => {
    bind(CoreTokens.HttpRoutes).toResolvedValue(
      (
        clock: Clock,
        logger: Logger,
        viewers: ViewerDirectory,
        progress: ProgressReader,
        sessions: SessionHistory,
        entitlements: Entitlements,
      ) => createScreens({ clock, logger, viewers, progress, sessions, entitlements }).routes,
      [
        CoreTokens.Clock,
        CoreTokens.Logger,
        CoreTokens.Viewers,
        GamificationTokens.Progress,
        WorkoutsTokens.SessionHistory,
        SubscriptionsTokens.Entitlements,
      ],
    );
  });
}
