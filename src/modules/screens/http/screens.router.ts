import { initServer } from '@ts-rest/express';
import type { Logger } from 'pino';
import { contract } from '../../../../contracts';
import { ACCOUNT_ERRORS, DEVICE_ID_HEADER } from '../../../../contracts/accounts';
import { fullCapabilities, parseCapabilities, type Locale } from '../../../../contracts/sdui';
import { errorBody } from '../../../shared/http';
import type { IdentifyFailure } from '../../accounts';
import type { ComposeScreenUseCase } from '../application/compose-screen.use-case';
import type { ScreenCatalogue } from '../application/screen-catalogue';

const s = initServer();

/** Language of a request: `?lang=`, else the first supported Accept-Language, else English. */
export function requestLocale(lang: Locale | undefined, acceptLanguage: string | undefined): Locale {
  if (lang) return lang;
  const first = acceptLanguage?.split(',')[0]?.trim().toLowerCase() ?? '';
  return first.startsWith('es') ? 'es' : 'en';
}

/** A viewer screen without a usable identity: both reasons are a 401, each with its own text. */
function unauthorised(code: IdentifyFailure) {
  switch (code) {
    case 'accounts.authentication-required':
    case 'accounts.device-linked':
      return { status: 401 as const, body: errorBody(ACCOUNT_ERRORS[code], code) };
  }
}

export function createScreensRouter(composeScreen: ComposeScreenUseCase, catalogue: ScreenCatalogue, logger: Logger) {
  return s.router(contract.screens, {
    getScreen: async ({ params, query, headers, req, res }) => {
      const screen = catalogue[params.screenId];
      const locale = requestLocale(query.lang, req.headers['accept-language']);
      const capabilities = parseCapabilities(headers['x-sdui-capabilities']) ?? fullCapabilities();
      const composed = await composeScreen.execute({
        screen,
        locale,
        capabilities,
        claims: { authorization: headers.authorization, deviceId: headers[DEVICE_ID_HEADER] },
      });
      // A screen about the viewer is theirs alone: no shared cache may keep it.
      if (screen.audience === 'viewer') res.setHeader('Cache-Control', 'private, no-store');
      if (!composed.ok) return unauthorised(composed.code);
      for (const drop of composed.value.drops) {
        const level = drop.reason === 'not-renderable' ? 'debug' : 'error';
        logger[level]({ screen: params.screenId, ...drop }, 'sdui block replaced or left out');
      }
      return { status: 200, body: composed.value.envelope };
    },
    reportBlock: async ({ body }) => {
      logger.warn({ sduiReport: body }, 'client could not render a block');
      return { status: 204, body: undefined };
    },
  });
}
