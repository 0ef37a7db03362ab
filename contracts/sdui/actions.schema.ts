import { z } from 'zod';
import { isAppRoute, type AppRoute } from '../app-routes';

/**
 * Hosts a block may link out to. Anything else is refused by the schema, so a
 * compromised or buggy composer cannot send travellers to arbitrary sites.
 */
export const EXTERNAL_LINK_HOSTS = ['www.instagram.com', 'www.linkedin.com', 'x.com', 'www.youtube.com'] as const;

/** A page of the app, optionally with a query or a fragment: `/free`, `/subscribe?reason=free_used`. */
export type AppLink = AppRoute | `${AppRoute}?${string}` | `${AppRoute}#${string}`;

const INTERNAL_PATH = /^\/(?!\/)[A-Za-z0-9/_\-?=&.%#]*$/;

/**
 * Where `nav.open` may lead: only pages the app has (contracts/app-routes.ts).
 * Typed, so a composer that links to a page not built yet fails to compile,
 * and checked, so such a link never reaches a traveller as a dead end.
 */
const InternalPathSchema = z.custom<AppLink>(
  (to) => typeof to === 'string' && INTERNAL_PATH.test(to) && isAppRoute(to.split(/[?#]/)[0] ?? ''),
  'must be a page of the app (contracts/app-routes.ts)',
);

const ExternalHrefSchema = z
  .string()
  .url()
  .refine((href) => {
    const url = new URL(href);
    return url.protocol === 'https:' && (EXTERNAL_LINK_HOSTS as readonly string[]).includes(url.host);
  }, 'must be an https link to an allow-listed host');

export const NavOpenActionSchema = z.object({ type: z.literal('nav.open'), to: InternalPathSchema }).strict();
export const NavScrollActionSchema = z.object({ type: z.literal('nav.scroll'), target: z.string().regex(/^[a-z0-9-]+$/) }).strict();
export const LinkExternalActionSchema = z.object({ type: z.literal('link.external'), href: ExternalHrefSchema }).strict();

/**
 * Every action a block may carry; the client has one handler per `type`.
 * Only what a screen uses: `api.call`, `dialog.open`, `toast.show` and
 * `screen.refresh` are parked (ADR 0003) until the first screen needs one.
 */
export const ActionSchema = z.discriminatedUnion('type', [NavOpenActionSchema, NavScrollActionSchema, LinkExternalActionSchema]);
export type Action = z.infer<typeof ActionSchema>;
export type ActionType = Action['type'];

/** A labelled call to action: a button or a link, depending on `emphasis`. */
export const CtaSchema = z
  .object({
    label: z.string().min(1),
    action: ActionSchema,
    emphasis: z.enum(['primary', 'secondary', 'link']).default('primary'),
  })
  .strict();
export type Cta = z.infer<typeof CtaSchema>;
