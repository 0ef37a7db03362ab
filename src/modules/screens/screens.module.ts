import { ContainerModule } from 'inversify';
import type { Logger } from 'pino';
import { contract } from '../../../contracts';
import { screenMessages } from '../../../contracts/i18n/screen-messages';
import { CoreTokens, type Clock } from '../../shared/kernel';
import { mountContract, type HttpRoutes } from '../../shared/http';
import { AccountsTokens, type AccountsFacade } from '../accounts';
import { GamificationTokens, type ProgressReader } from '../gamification';
import { WorkoutsTokens, type SessionHistory } from '../workouts';
import { CatalogueTranslator } from './adapters/catalogue-translator';
import { ComposeScreenUseCase } from './application/compose-screen.use-case';
import { createScreenCatalogue, type ScreenCatalogue } from './application/screen-catalogue';
import type { Translator } from './application/ports/translator.port';
import { createScreensRouter } from './http/screens.router';
import { ScreensTokens } from './screens.tokens';

/** Binds the SDUI composer: translator, screen catalogue (over the other modules' read facades), compose use case and routes. */
export const screensModule = new ContainerModule(({ bind }) => {
  bind(ScreensTokens.Translator).toConstantValue(new CatalogueTranslator(screenMessages));
  bind(ScreensTokens.Catalogue).toResolvedValue(
    (progress: ProgressReader, sessions: SessionHistory) => createScreenCatalogue({ progress, sessions }),
    [GamificationTokens.Progress, WorkoutsTokens.SessionHistory],
  );
  bind(ScreensTokens.ComposeScreen).toResolvedValue(
    (translator: Translator, clock: Clock, accounts: AccountsFacade) => new ComposeScreenUseCase(translator, clock, accounts),
    [ScreensTokens.Translator, CoreTokens.Clock, AccountsTokens.Facade],
  );
  bind(CoreTokens.HttpRoutes).toResolvedValue(
    (compose: ComposeScreenUseCase, catalogue: ScreenCatalogue, logger: Logger): HttpRoutes => ({
      name: 'screens',
      mount: (app) => mountContract(app, contract.screens, createScreensRouter(compose, catalogue, logger)),
    }),
    [ScreensTokens.ComposeScreen, ScreensTokens.Catalogue, CoreTokens.Logger],
  );
});
