import type { LocalDate, LocalTime } from '../../../../../contracts/plans';

/** A trip as stored: its city by id (the city list resolves it in the reader's language). */
export interface StoredTrip {
  id: string;
  cityId: string;
  outboundDate: LocalDate;
  outboundTime: LocalTime;
  returnDate: LocalDate;
  returnTime: LocalTime;
  hotel: boolean;
  gym: boolean;
}

export type TripFields = Omit<StoredTrip, 'id'>;

/** What may be done with one traveller's trips inside one transaction. */
export interface TripTx {
  /** Their trips that are not over on `today` (return day today or later). */
  openTripCount(today: LocalDate): Promise<number>;
  /** One of their own trips; another traveller's is as absent as one that does not exist. */
  find(tripId: string): Promise<StoredTrip | null>;
  insert(fields: TripFields): Promise<StoredTrip>;
  update(tripId: string, fields: TripFields): Promise<StoredTrip>;
  remove(tripId: string): Promise<void>;
  /**
   * Their stored plan no longer matches their trips: marks it stale and
   * queues its rebuild (one waiting per traveller), both committed with the
   * trip change or not at all. Nothing when they have no plan yet.
   */
  planNeedsRebuild(): Promise<void>;
}

/**
 * A traveller's trips (table `trips`). Concurrency: `transaction` holds the
 * traveller's trips lock until it ends, so two changes of one traveller's
 * trips (from any number of processes) run one after the other: a count
 * taken inside it stays true until the insert (never 21 open trips).
 */
export interface TripStore {
  /** Their trips not over on `today`, soonest outbound first. */
  openTrips(userId: string, today: LocalDate): Promise<StoredTrip[]>;
  transaction<T>(userId: string, work: (tx: TripTx) => Promise<T>): Promise<T>;
}
