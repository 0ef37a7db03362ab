import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

/** Linux's shared-memory filesystem: files there live in RAM. */
const RAM_FOLDER = '/dev/shm';
/** What a run's throw-away PostgreSQL may fill (template, a few clones, WAL) with room to spare. */
const RAM_NEEDED_BYTES = 1024 ** 3;

/**
 * The folder a test run's throw-away files go in: RAM (/dev/shm) when it is a
 * tmpfs with room, else the OS temp dir. A test PostgreSQL clones a ~10 MB
 * database (about a thousand files) for every scenario and test file; on the
 * disk of a CI virtual machine each clone costs about half a second of CPU in
 * the kernel, in RAM a few milliseconds. Nothing there survives a reboot, which
 * suits files that are deleted at the end of the run anyway.
 */
export async function scratchFolder(): Promise<string> {
  try {
    const stats = await fs.statfs(RAM_FOLDER);
    // 0x01021994: TMPFS_MAGIC. Docker's default /dev/shm is a 64 MB tmpfs: too small, so skipped.
    if (stats.type === 0x01021994 && stats.bavail * stats.bsize >= RAM_NEEDED_BYTES) {
      await fs.access(RAM_FOLDER, fs.constants.W_OK);
      return RAM_FOLDER;
    }
  } catch {
    // No /dev/shm (macOS, Windows) or not writable: the disk will do.
  }
  return os.tmpdir();
}

/** A new private folder under the scratch folder, named `<prefix><random>`. */
export async function makeScratchDir(prefix: string): Promise<string> {
  return fs.mkdtemp(path.join(await scratchFolder(), prefix));
}
