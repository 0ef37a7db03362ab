import { initServer } from '@ts-rest/express';
import type { Logger } from 'pino';
import { contract } from '../../../../contracts';
import { fullCapabilities, parseCapabilities, type Locale } from '../../../../contracts/sdui';
import type { ComposeScreenUseCase } from '../application/compose-screen.use-case';
import { screenCatalogue } from '../application/screen-catalogue';

const s = initServer();

/** Language of a request: `?lang=`, else the first supported Accept-Language, else English. */
export function requestLocale(lang: Locale | undefined, acceptLanguage: string | undefined): Locale {
  if (lang) return lang;
  const first = acceptLanguage?.split(',')[0]?.trim().toLowerCase() ?? '';
  return first.startsWith('es') ? 'es' : 'en';
}

export function createScreensRouter(composeScreen: ComposeScreenUseCase, logger: Logger) {
  return s.router(contract.screens, {
    getScreen: async ({ params, query, headers, req }) => {
      const locale = requestLocale(query.lang, req.headers['accept-language']);
      const capabilities = parseCapabilities(headers['x-sdui-capabilities']) ?? fullCapabilities();
      const { envelope, drops } = await composeScreen.execute({
        screen: screenCatalogue[params.screenId],
        locale,
        capabilities,
      });
      for (const drop of drops) {
        const level = drop.reason === 'not-renderable' ? 'debug' : 'error';
        logger[level]({ screen: params.screenId, ...drop }, 'sdui block replaced or left out');
      }
      return { status: 200, body: envelope };
    },
    reportBlock: async ({ body }) => {
      logger.warn({ sduiReport: body }, 'client could not render a block');
      return { status: 204, body: undefined };
    },
  });
}
