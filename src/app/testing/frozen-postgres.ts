import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

/** The postmaster's pid, from `postmaster.pid` in the server's data folder. */
export async function postmasterPid(dataDir: string): Promise<number> {
  return Number.parseInt((await readFile(path.join(dataDir, 'postmaster.pid'), 'utf8')).split('\n')[0] ?? '', 10);
}

/**
 * Freezes a PostgreSQL server as a hung host or a network partition would:
 * SIGSTOP to the postmaster first, so it forks no backend while its children
 * are listed, then to every child it has (a backend started in between would
 * otherwise keep answering). `thaw` sends them SIGCONT; calling it again does nothing.
 */
export async function freezePostgres(dataDir: string): Promise<{ thaw(): void }> {
  const postmaster = await postmasterPid(dataDir);
  process.kill(postmaster, 'SIGSTOP');
  const children: number[] = [];
  for (const entry of await readdir('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const stat = await readFile(`/proc/${entry}/stat`, 'utf8').catch(() => '');
    if (Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === postmaster) children.push(Number(entry));
  }
  for (const pid of children) process.kill(pid, 'SIGSTOP');
  let frozen = [postmaster, ...children];
  return {
    thaw() {
      for (const pid of frozen) {
        try {
          process.kill(pid, 'SIGCONT');
        } catch {
          // gone
        }
      }
      frozen = [];
    },
  };
}
