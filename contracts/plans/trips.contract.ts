import { initContract } from '@ts-rest/core';
import { IdentityHeadersSchema } from '../accounts/identity.schema';
import { commonErrorResponses, ErrorBodySchema } from '../common/error.schema';
import { CreateTripBodySchema, TripPathSchema, TripReplySchema, TripsReplySchema, UpdateTripBodySchema } from './trips.schemas';

const c = initContract();

/**
 * Trips (issue 14). Every call needs a signed-in account (bearer); a device
 * id is never enough (401 `accounts.authentication-required`). A traveller
 * sees and changes only their own trips: another's is `plans.trip-not-found`
 * (404), as is one that does not exist. Other codes: `plans.unknown-city`,
 * `plans.return-before-outbound`, `plans.trip-in-the-past`,
 * `plans.trip-too-far` (400), `plans.too-many-trips` (409). Adding, moving or
 * removing a trip rebuilds the traveller's plan in the background.
 */
export const tripsContract = c.router({
  listTrips: {
    method: 'GET',
    path: '/api/trips',
    headers: IdentityHeadersSchema,
    responses: { 200: TripsReplySchema, 401: ErrorBodySchema, ...commonErrorResponses },
    summary: 'The caller’s trips that are not over, soonest first',
  },
  createTrip: {
    method: 'POST',
    path: '/api/trips',
    headers: IdentityHeadersSchema,
    body: CreateTripBodySchema,
    responses: { 201: TripReplySchema, 401: ErrorBodySchema, 409: ErrorBodySchema, ...commonErrorResponses },
    summary: 'Record a trip',
  },
  updateTrip: {
    method: 'PATCH',
    path: '/api/trips/:id',
    pathParams: TripPathSchema,
    headers: IdentityHeadersSchema,
    body: UpdateTripBodySchema,
    responses: { 200: TripReplySchema, 401: ErrorBodySchema, 404: ErrorBodySchema, ...commonErrorResponses },
    summary: 'Change a trip (city, dates, times, hotel, gym)',
  },
  deleteTrip: {
    method: 'DELETE',
    path: '/api/trips/:id',
    pathParams: TripPathSchema,
    headers: IdentityHeadersSchema,
    body: c.noBody(),
    responses: { 204: c.noBody(), 401: ErrorBodySchema, 404: ErrorBodySchema, ...commonErrorResponses },
    summary: 'Delete a trip',
  },
});
