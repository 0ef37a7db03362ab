import type { ScreenId } from '../../../../contracts/screens/screens.contract';
import type { ProgressReader } from '../../gamification';
import type { Entitlements } from '../../subscriptions';
import type { SessionHistory } from '../../workouts';
import type { ScreenDefinition } from './screen-definition';
import { appScreen } from './screens/app.screen';
import { landingScreen } from './screens/landing.screen';
import { profileScreen } from './screens/profile.screen';

/** The other modules' read facades that screens show. */
export interface ScreenSources {
  progress: ProgressReader;
  sessions: SessionHistory;
  /** What each viewer's subscription entitles them to now (the generator screen's badge, banner and body). */
  entitlements: Entitlements;
}

export type ScreenCatalogue = Record<ScreenId, ScreenDefinition>;

/** Every server-driven screen, by the id clients ask for. */
export function createScreenCatalogue(sources: ScreenSources): ScreenCatalogue {
  return {
    landing: landingScreen,
    profile: profileScreen(sources),
    app: appScreen(sources),
  };
}
