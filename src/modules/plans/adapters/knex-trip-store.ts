import type { Knex } from 'knex';
import type { JobQueue } from '../../../shared/kernel';
import { PLAN_REBUILD_QUEUE, type PlanRebuildJob } from '../application/plan-rebuild.job';
import type { StoredTrip, TripFields, TripStore, TripTx } from '../application/ports/trip-store.port';

interface TripRow {
  id: string;
  city_id: string;
  outbound_date: string;
  outbound_time: string;
  return_date: string;
  return_time: string;
  hotel: boolean;
  gym: boolean;
}

// Dates read back as text: a `date` parsed into a JS Date would move with the server's own zone.
const COLUMNS = [
  'id',
  'city_id',
  'outbound_date::text as outbound_date',
  'outbound_time',
  'return_date::text as return_date',
  'return_time',
  'hotel',
  'gym',
];

const toTrip = (row: TripRow): StoredTrip => ({
  id: row.id,
  cityId: row.city_id,
  outboundDate: row.outbound_date,
  outboundTime: row.outbound_time,
  returnDate: row.return_date,
  returnTime: row.return_time,
  hotel: row.hotel,
  gym: row.gym,
});

const toRow = (fields: TripFields) => ({
  city_id: fields.cityId,
  outbound_date: fields.outboundDate,
  outbound_time: fields.outboundTime,
  return_date: fields.returnDate,
  return_time: fields.returnTime,
  hotel: fields.hotel,
  gym: fields.gym,
});

/**
 * Trips in `trips`. A transaction first takes the traveller's advisory lock
 * (`pg_advisory_xact_lock`, released at commit or rollback), so changes of one
 * traveller's trips queue behind each other and the open-trip count a create
 * checks cannot change before its insert commits.
 */
export class KnexTripStore implements TripStore {
  constructor(
    private readonly knex: Knex,
    private readonly jobs: JobQueue,
  ) {}

  async openTrips(userId: string, today: string): Promise<StoredTrip[]> {
    const rows = await this.knex('trips')
      .where({ user_id: userId })
      .where('return_date', '>=', today)
      .orderBy([{ column: 'outbound_date' }, { column: 'outbound_time' }, { column: 'id' }])
      .select<TripRow[]>(COLUMNS.map((column) => this.knex.raw(column)));
    return rows.map(toTrip);
  }

  transaction<T>(userId: string, work: (tx: TripTx) => Promise<T>): Promise<T> {
    return this.knex.transaction(async (trx) => {
      await trx.raw('select pg_advisory_xact_lock(hashtextextended(?, 0))', [`plans.trips:${userId}`]);
      const own = () => trx('trips').where({ user_id: userId });
      const tx: TripTx = {
        openTripCount: async (today) => {
          const row = await own().where('return_date', '>=', today).count<{ count: string }[]>({ count: '*' }).first();
          return Number(row?.count ?? 0);
        },
        find: async (tripId) => {
          const row = await own()
            .where({ id: tripId })
            .first<TripRow | undefined>(COLUMNS.map((column) => trx.raw(column)));
          return row ? toTrip(row) : null;
        },
        insert: async (fields) => {
          const [row] = await trx('trips')
            .insert({ user_id: userId, ...toRow(fields) })
            .returning<TripRow[]>(COLUMNS.map((column) => trx.raw(column)));
          return toTrip(row!);
        },
        update: async (tripId, fields) => {
          const [row] = await own()
            .where({ id: tripId })
            .update({ ...toRow(fields), updated_at: trx.fn.now() })
            .returning<TripRow[]>(COLUMNS.map((column) => trx.raw(column)));
          return toTrip(row!);
        },
        remove: async (tripId) => {
          await own().where({ id: tripId }).delete();
        },
        planNeedsRebuild: async () => {
          // clock_timestamp(), not now(): each change gets its own mark, so a rebuild that read an older one leaves it stale.
          const marked = await trx('travel_plans')
            .where({ user_id: userId })
            .update({ stale_since: trx.raw('clock_timestamp()') });
          if (marked === 0) return;
          const job: PlanRebuildJob = { userId };
          await this.jobs.send(PLAN_REBUILD_QUEUE, job, { singletonKey: userId, in: trx });
        },
      };
      return work(tx);
    });
  }
}
