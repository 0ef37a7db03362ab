import type { ScreenId } from '../../../../contracts/screens/screens.contract';
import type { ScreenDefinition } from './screen-definition';
import { landingScreen } from './screens/landing.screen';

/** Every server-driven screen, by the id clients ask for. */
export const screenCatalogue: Record<ScreenId, ScreenDefinition> = {
  landing: landingScreen,
};
