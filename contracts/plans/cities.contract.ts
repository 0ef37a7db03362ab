import { initContract } from '@ts-rest/core';
import { commonErrorResponses } from '../common/error.schema';
import { CitySearchQuerySchema, CitySearchReplySchema } from './cities.schemas';

const c = initContract();

/** The city list (issue 14): public, read-only, answered in the request's language (`Accept-Language`). */
export const citiesContract = c.router({
  searchCities: {
    method: 'GET',
    path: '/api/cities',
    query: CitySearchQuerySchema,
    responses: { 200: CitySearchReplySchema, ...commonErrorResponses },
    summary: 'Cities whose name matches what the traveller typed (English or Spanish, accents ignored), with country and time zone',
  },
});
