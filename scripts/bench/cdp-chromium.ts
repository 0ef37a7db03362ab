import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../../features/support/chromium';

/**
 * Chromium driven over the DevTools protocol directly, for the drift bench.
 * Playwright keeps every page it controls visible and unthrottled (focus
 * emulation, and its launch flags turn background throttling off), so a tab
 * put behind another never becomes hidden under it. Here a second tab in
 * front really hides the first: `document.visibilityState` is "hidden" and
 * Chromium throttles its timers as it does any background tab.
 */
export interface CdpTab {
  readonly id: string;
  send<T = unknown>(method: string, params?: Record<string, unknown>): Promise<T>;
  /** Evaluates `expression` in the page; `userGesture` counts as a press (audio may start). */
  evaluate<T = unknown>(expression: string, options?: { userGesture?: boolean }): Promise<T>;
  close(): void;
}

export interface CdpChromium {
  newTab(url?: string): Promise<CdpTab>;
  /** Brings `tab` to the front: the tab in front until now is hidden. */
  activate(tab: CdpTab): Promise<void>;
  close(): Promise<void>;
}

interface Reply {
  id?: number;
  result?: unknown;
  error?: { message: string };
}

function connect(id: string, url: string): Promise<CdpTab> {
  const socket = new WebSocket(url);
  const pending = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>();
  let next = 0;
  socket.addEventListener('message', (message) => {
    const reply = JSON.parse(String(message.data)) as Reply;
    const waiting = reply.id === undefined ? undefined : pending.get(reply.id);
    if (!waiting || reply.id === undefined) return;
    pending.delete(reply.id);
    if (reply.error) waiting.reject(new Error(reply.error.message));
    else waiting.resolve(reply.result);
  });
  const send = <T>(method: string, params: Record<string, unknown> = {}) =>
    new Promise<T>((resolve, reject) => {
      next += 1;
      pending.set(next, { resolve: resolve as (value: unknown) => void, reject });
      socket.send(JSON.stringify({ id: next, method, params }));
    });
  return new Promise((resolve, reject) => {
    socket.addEventListener('error', () => reject(new Error(`could not reach the tab's DevTools at ${url}`)));
    socket.addEventListener('open', () =>
      resolve({
        id,
        send,
        async evaluate<T>(expression: string, options: { userGesture?: boolean } = {}) {
          const answer = await send<{ result: { value?: T }; exceptionDetails?: { text: string; exception?: { description?: string } } }>(
            'Runtime.evaluate',
            { expression, awaitPromise: true, returnByValue: true, userGesture: options.userGesture ?? false },
          );
          if (answer.exceptionDetails) {
            throw new Error(answer.exceptionDetails.exception?.description ?? answer.exceptionDetails.text);
          }
          return answer.result.value as T;
        },
        close: () => socket.close(),
      }),
    );
  });
}

/** Waits for Chromium to print where its DevTools listen (`--remote-debugging-port=0` picks a free port). */
function devToolsOrigin(browser: ChildProcess): Promise<string> {
  return new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => reject(new Error(`Chromium did not open DevTools: ${output.slice(-500)}`)), 30_000);
    browser.stderr?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /DevTools listening on ws:\/\/([^/]+)\//.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(`http://${match[1]}`);
      }
    });
    browser.once('exit', (code) => reject(new Error(`Chromium exited (${code}): ${output.slice(-500)}`)));
  });
}

export async function launchCdpChromium(): Promise<CdpChromium> {
  const profile = await mkdtemp(path.join(tmpdir(), 'travelfit-drift-'));
  const browser = spawn(CHROMIUM_PATH, [...CHROMIUM_FLAGS, '--remote-debugging-port=0', `--user-data-dir=${profile}`, 'about:blank'], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  try {
    const origin = await devToolsOrigin(browser);
    const tabs: CdpTab[] = [];
    return {
      async newTab(url = 'about:blank') {
        const target = (await (await fetch(`${origin}/json/new?${encodeURI(url)}`, { method: 'PUT' })).json()) as {
          id: string;
          webSocketDebuggerUrl: string;
        };
        const tab = await connect(target.id, target.webSocketDebuggerUrl);
        tabs.push(tab);
        return tab;
      },
      async activate(tab) {
        const answer = await fetch(`${origin}/json/activate/${tab.id}`);
        if (!answer.ok) throw new Error(`could not bring tab ${tab.id} to the front: ${answer.status}`);
      },
      async close() {
        for (const tab of tabs) tab.close();
        await stop(browser, profile);
      },
    };
  } catch (error) {
    await stop(browser, profile);
    throw error;
  }
}

/** Ends Chromium and, once it has stopped writing to it, removes its profile. */
async function stop(browser: ChildProcess, profile: string): Promise<void> {
  if (browser.exitCode === null && browser.signalCode === null) {
    const exited = once(browser, 'exit');
    browser.kill();
    await exited;
  }
  await rm(profile, { recursive: true, force: true, maxRetries: 3 });
}
