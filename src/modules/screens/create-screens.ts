import type { Logger } from 'pino';
import { contract } from '../../../contracts';
import type { ScreenId } from '../../../contracts/screens/screens.contract';
import { fullCapabilities, type Locale } from '../../../contracts/sdui';
import { screenMessages } from '../../../contracts/i18n/screen-messages';
import { mountContract, viewerGuard, type HttpRoutes } from '../../shared/http';
import { FormatjsTranslator } from '../../shared/i18n';
import type { Clock, ViewerDirectory } from '../../shared/kernel';
import { ComposeScreenUseCase } from './application/compose-screen.use-case';
import { createScreenCatalogue, type ScreenSources } from './application/screen-catalogue';
import { createScreensRouter } from './http/screens.router';

export interface ScreensDeps extends ScreenSources {
  clock: Clock;
  logger: Logger;
  viewers: ViewerDirectory;
}

export interface Screens {
  routes: HttpRoutes;
}

/** The SDUI composer: translator, screen catalogue over the other modules' read facades, and its routes. */
export function createScreens({ clock, logger, viewers, ...sources }: ScreensDeps): Screens {
  const translator = new FormatjsTranslator(screenMessages, ({ locale, key, error }) =>
    logger.warn({ err: error, locale, messageKey: key }, 'screen message could not be formatted'),
  );
  const compose = new ComposeScreenUseCase(translator, clock);
  const catalogue = createScreenCatalogue(sources);
  const router = createScreensRouter(compose, catalogue, viewerGuard(viewers), logger);
  // The landing is the same for every visitor: its HTML carries it, so the first paint waits on no request (docs/adr/0047).
  // The web's block registry renders every block of the catalogue (`tsc` holds it to that), hence the full capabilities.
  const landingScreen = async (locale: Locale) => ({
    key: 'screen-landing' satisfies `screen-${ScreenId}`,
    data: (await compose.execute({ screen: catalogue.landing, locale, capabilities: fullCapabilities() })).envelope,
  });
  return {
    routes: {
      name: 'screens',
      pageData: { '/': landingScreen },
      mount: (app) => mountContract(app, contract.screens, router),
    },
  };
}
