import v8 from 'node:v8';

/**
 * Turns off V8's allocation-site pretenuring before the app loads (docs/adr/0067).
 *
 * Under a burst (the load benchmark's full speed), requests queue, so the
 * objects a request allocates (pg's rows, knex's SQL text, zod's results)
 * outlive a young-generation collection or two. V8 then decides their
 * allocation sites make long-lived objects and allocates them in the old
 * generation from then on, where each one, dead a millisecond later, waits
 * for a full collection. Measured at half of the full speed afterwards
 * (leaderboard top 50): 1.8 MB promoted per scavenge and a full collection
 * whose concurrent marking took 200-270 ms of a core every ~30 s (the p99's
 * stalls); with pretenuring off, 7 KB and none.
 *
 * Imported first by each entry point: V8 reads the flag at each collection,
 * and no allocation site should be tenured under the old rule before it.
 */
v8.setFlagsFromString('--no-allocation-site-pretenuring');
