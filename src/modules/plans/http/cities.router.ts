import { initServer } from '@ts-rest/express';
import { citiesContract } from '../../../../contracts/plans';
import { requestLocale } from '../../../shared/http';
import type { CityDirectory } from '../application/ports/city-directory.port';

const s = initServer();

/** `GET /api/cities` (contracts/plans/cities.contract.ts): public, in the request's language. */
export function createCitiesRouter({ cities }: { cities: CityDirectory }) {
  return s.router(citiesContract, {
    searchCities: async ({ query, req }) => ({
      status: 200 as const,
      body: { cities: cities.search(query.q, query.limit, requestLocale(req)) },
    }),
  });
}
