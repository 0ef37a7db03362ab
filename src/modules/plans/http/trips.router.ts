import { initServer } from '@ts-rest/express';
import { tripsContract } from '../../../../contracts/plans';
import { problem, requestLocale, type ViewerGuard } from '../../../shared/http';
import type { CreateTripUseCase } from '../application/create-trip.use-case';
import type { DeleteTripUseCase } from '../application/delete-trip.use-case';
import type { ListTripsQuery } from '../application/list-trips.query';
import type { UpdateTripUseCase } from '../application/update-trip.use-case';

const s = initServer();

export interface TripsHttpDeps {
  viewers: ViewerGuard;
  listTrips: ListTripsQuery;
  createTrip: CreateTripUseCase;
  updateTrip: UpdateTripUseCase;
  deleteTrip: DeleteTripUseCase;
}

/**
 * Trips (contracts/plans/trips.contract.ts): a signed-in session only
 * (`handleSession`: a device id is never enough), the caller's own trips
 * only; another's is answered as one that does not exist.
 */
export function createTripsRouter({ viewers, listTrips, createTrip, updateTrip, deleteTrip }: TripsHttpDeps) {
  return s.router(tripsContract, {
    listTrips: viewers.handleSession(async ({ viewer, req }) => ({
      status: 200 as const,
      body: { trips: await listTrips.execute(viewer.userId, requestLocale(req)) },
    })),

    createTrip: viewers.handleSession(async ({ viewer, body, req }) => {
      const created = await createTrip.execute(viewer.userId, body, requestLocale(req));
      if (created.ok) return { status: 201 as const, body: { trip: created.value } };
      switch (created.code) {
        case 'plans.unknown-city':
        case 'plans.return-before-outbound':
        case 'plans.trip-in-the-past':
        case 'plans.trip-too-far':
          return problem(400 as const, created.code);
        case 'plans.too-many-trips':
          return problem(409 as const, created.code);
      }
    }),

    updateTrip: viewers.handleSession(async ({ viewer, params, body, req }) => {
      const updated = await updateTrip.execute(viewer.userId, params.id, body, requestLocale(req));
      if (updated.ok) return { status: 200 as const, body: { trip: updated.value } };
      switch (updated.code) {
        case 'plans.trip-not-found':
          return problem(404 as const, updated.code);
        case 'plans.unknown-city':
        case 'plans.return-before-outbound':
        case 'plans.trip-in-the-past':
        case 'plans.trip-too-far':
          return problem(400 as const, updated.code);
      }
    }),

    deleteTrip: viewers.handleSession(async ({ viewer, params }) => {
      const deleted = await deleteTrip.execute(viewer.userId, params.id);
      if (deleted.ok) return { status: 204 as const, body: undefined };
      switch (deleted.code) {
        case 'plans.trip-not-found':
          return problem(404 as const, deleted.code);
      }
    }),
  });
}
