import type { ServiceIdentifier } from 'inversify';
import type { ComposeScreenUseCase } from './application/compose-screen.use-case';
import type { ScreenCatalogue } from './application/screen-catalogue';
import type { Translator } from './application/ports/translator.port';

export const ScreensTokens = {
  Translator: Symbol.for('screens.Translator') as ServiceIdentifier<Translator>,
  ComposeScreen: Symbol.for('screens.ComposeScreen') as ServiceIdentifier<ComposeScreenUseCase>,
  Catalogue: Symbol.for('screens.Catalogue') as ServiceIdentifier<ScreenCatalogue>,
} as const;
