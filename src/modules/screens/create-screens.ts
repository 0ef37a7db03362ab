import type { Logger } from 'pino';
import { contract } from '../../../contracts';
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
  const router = createScreensRouter(compose, createScreenCatalogue(sources), viewerGuard(viewers), logger);
  return { routes: { name: 'screens', mount: (app) => mountContract(app, contract.screens, router) } };
}
