import { z } from 'zod';
import { text } from '../common/text.schema';
import { TimeZoneSchema } from '../workouts/session.schemas';

/**
 * The city list trips and the home city are chosen from (issue 14): a
 * maintained data package, not a hand-written list. A city's id is stable
 * across releases of the data (a slug of its name, province and ISO country
 * code: `madrid-madrid-es`, `new-york-new-york-us`); its country is named in
 * the language of the request.
 */
export const CityIdSchema = z
  .string()
  .max(120)
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'Choose the city from the list');
export type CityId = z.infer<typeof CityIdSchema>;

export const CitySchema = z
  .object({
    id: CityIdSchema,
    name: z.string().min(1),
    /** The country's name in the request's language (`España`, `Spain`). */
    country: z.string().min(1),
    /** ISO 3166-1 alpha-2 (`ES`). */
    countryCode: z.string().regex(/^[A-Z]{2}$/),
    timeZone: TimeZoneSchema,
    latitude: z.number().min(-90).max(90),
    longitude: z.number().min(-180).max(180),
  })
  .strict();
export type City = z.infer<typeof CitySchema>;

export const CITY_SEARCH_LIMIT = { default: 8, max: 20 } as const;

/** `GET /api/cities?q=`: what the traveller typed, accents and case ignored, in English or Spanish. */
export const CitySearchQuerySchema = z
  .object({
    q: text({ trim: true }).min(1, 'Type a city').max(80),
    limit: z.coerce.number().int().min(1).max(CITY_SEARCH_LIMIT.max).default(CITY_SEARCH_LIMIT.default),
  })
  .strict();
export type CitySearchQuery = z.infer<typeof CitySearchQuerySchema>;

/** Best matches first (a name that starts with the text before one that contains it; bigger cities first). */
export const CitySearchReplySchema = z.object({ cities: z.array(CitySchema) }).strict();
export type CitySearchReply = z.infer<typeof CitySearchReplySchema>;
