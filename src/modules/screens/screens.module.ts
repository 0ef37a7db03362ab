import { ContainerModule } from 'inversify';
import type { Logger } from 'pino';
import { contract } from '../../../contracts';
import { screenMessages } from '../../../contracts/i18n/screen-messages';
import { CoreTokens, type Clock } from '../../shared/kernel';
import { mountContract, type HttpRoutes } from '../../shared/http';
import { CatalogueTranslator } from './adapters/catalogue-translator';
import { ComposeScreenUseCase } from './application/compose-screen.use-case';
import type { Translator } from './application/ports/translator.port';
import { createScreensRouter } from './http/screens.router';
import { ScreensTokens } from './screens.tokens';

/** Binds the SDUI composer: translator, compose use case and the screens routes. */
export const screensModule = new ContainerModule(({ bind }) => {
  bind(ScreensTokens.Translator).toConstantValue(new CatalogueTranslator(screenMessages));
  bind(ScreensTokens.ComposeScreen).toResolvedValue(
    (translator: Translator, clock: Clock) => new ComposeScreenUseCase(translator, clock),
    [ScreensTokens.Translator, CoreTokens.Clock],
  );
  bind(CoreTokens.HttpRoutes).toResolvedValue(
    (compose: ComposeScreenUseCase, logger: Logger): HttpRoutes => ({
      name: 'screens',
      mount: (app) => mountContract(app, contract.screens, createScreensRouter(compose, logger)),
    }),
    [ScreensTokens.ComposeScreen, CoreTokens.Logger],
  );
});
