import { initServer } from '@ts-rest/express';
import type { Logger } from 'pino';
import { contract } from '../../../../contracts';
import { fullCapabilities, parseCapabilities } from '../../../../contracts/sdui';
import { requestLocale, unauthorised, type ViewerGuard } from '../../../shared/http';
import type { ComposeScreenUseCase } from '../application/compose-screen.use-case';
import type { ScreenCatalogue } from '../application/screen-catalogue';

const s = initServer();

export function createScreensRouter(composeScreen: ComposeScreenUseCase, catalogue: ScreenCatalogue, viewers: ViewerGuard, logger: Logger) {
  return s.router(contract.screens, {
    getScreen: async ({ params, headers, req, res }) => {
      const screen = catalogue[params.screenId];
      // A screen about the viewer is theirs alone: no shared cache may keep it.
      if (screen.audience === 'viewer') res.setHeader('Cache-Control', 'private, no-store');
      let viewer;
      if (screen.audience === 'viewer') {
        const identified = await viewers.identify(req);
        if (!identified.ok) return unauthorised(identified, res);
        viewer = identified.value;
      }
      const composed = await composeScreen.execute({
        screen,
        locale: requestLocale(req),
        capabilities: parseCapabilities(headers['x-sdui-capabilities']) ?? fullCapabilities(),
        viewer,
      });
      for (const drop of composed.drops) {
        const level = drop.reason === 'not-renderable' ? 'debug' : 'error';
        logger[level]({ screen: params.screenId, ...drop }, 'sdui block replaced or left out');
      }
      return { status: 200, body: composed.envelope };
    },
    reportBlock: async ({ body }) => {
      logger.warn({ sduiReport: body }, 'client could not render a block');
      return { status: 204, body: undefined };
    },
  });
}
