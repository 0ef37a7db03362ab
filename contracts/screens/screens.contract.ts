import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { IdentityHeadersSchema } from '../accounts/identity.schema';
import { commonErrorResponses, ErrorBodySchema } from '../common/error.schema';
import { text } from '../common/text.schema';
import { BlockReportSchema, LocaleSchema, ScreenEnvelopeSchema } from '../sdui/envelope.schema';
import { CAPABILITIES_HEADER } from '../sdui/capabilities';

const c = initContract();

/** `landing` is public; `profile` (the viewer's own Overview) and `app` (the generator screen) need an identity. */
export const ScreenIdSchema = z.enum(['landing', 'profile', 'app']);
export type ScreenId = z.infer<typeof ScreenIdSchema>;

/** Server-driven screens (protocol 1): see docs/adr/0003-server-driven-ui.md. */
export const screensContract = c.router({
  getScreen: {
    method: 'GET',
    path: '/api/screens/:screenId',
    pathParams: z.object({ screenId: ScreenIdSchema }),
    query: z.object({ lang: LocaleSchema.optional() }).strict(),
    // Screens about the viewer (`profile`) identify them like `/api/profile`: a bearer
    // token, else the device id. Public screens ignore both.
    headers: IdentityHeadersSchema.extend({ [CAPABILITIES_HEADER]: text().max(4096).optional() }),
    responses: { 200: ScreenEnvelopeSchema, 401: ErrorBodySchema, 404: ErrorBodySchema, ...commonErrorResponses },
    summary: 'Compose a screen for this client, viewer and language',
  },
  reportBlock: {
    method: 'POST',
    path: '/api/screens/reports',
    body: BlockReportSchema,
    responses: { 204: c.noBody(), ...commonErrorResponses },
    summary: 'A client could not render a block; logged for the team',
  },
});
