import { spawn } from 'node:child_process';

export interface CommandResult {
  code: number;
  /** stdout and stderr as they interleaved, for parsing summaries. */
  output: string;
  ms: number;
}

/** Where a command's output goes as it comes: straight through, or kept to be shown later. */
export type Echo = (chunk: Buffer, stream: 'stdout' | 'stderr') => void;

/** Streams the output through as it comes. */
export const LIVE: Echo = (chunk, stream) => {
  process[stream].write(chunk);
};

/** Runs a command, echoing its output (live by default) while keeping a copy. */
export function runCommand(
  command: string,
  args: string[],
  options: { env?: NodeJS.ProcessEnv; echo?: Echo } = {},
): Promise<CommandResult> {
  const { env = process.env, echo = LIVE } = options;
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(command, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      echo(chunk, 'stdout');
    });
    child.stderr.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      echo(chunk, 'stderr');
    });
    child.on('error', (error) => resolve({ code: 127, output: `${output}\n${error.message}`, ms: Date.now() - started }));
    child.on('close', (code, signal) => resolve({ code: code ?? (signal ? 128 : 1), output, ms: Date.now() - started }));
  });
}

/** Removes ANSI colour codes so summaries can be parsed. */
export function plain(text: string): string {
  // eslint-disable-next-line no-control-regex
  return text.replace(/\u001b\[[0-9;]*[A-Za-z]/g, '');
}
