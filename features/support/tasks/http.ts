import type { TravelWorld } from '../world';

/** An answer from the server, read once so that several steps can inspect it. */
export interface HttpAnswer {
  status: number;
  headers: Headers;
  text: string;
  /** The body parsed as JSON, or undefined when it is not JSON. */
  json: unknown;
}

export interface AskOptions {
  method?: string;
  headers?: Record<string, string>;
  /** A string or a form (multipart) is sent as is; anything else is sent as JSON. */
  body?: unknown;
}

/** Calls the scenario's app over real HTTP and keeps the answer on the world. */
export async function ask(world: TravelWorld, pathAndQuery: string, options: AskOptions = {}): Promise<HttpAnswer> {
  const headers: Record<string, string> = { accept: 'application/json', ...options.headers };
  let body: string | FormData | undefined;
  if (options.body instanceof FormData) {
    body = options.body;
  } else if (options.body !== undefined) {
    body = typeof options.body === 'string' ? options.body : JSON.stringify(options.body);
    headers['content-type'] ??= 'application/json';
  }
  const response = await fetch(`${world.baseUrl}${pathAndQuery}`, {
    method: options.method ?? (body === undefined ? 'GET' : 'POST'),
    headers,
    body,
    redirect: 'manual',
  });
  const text = await response.text();
  let json: unknown;
  try {
    json = text === '' ? undefined : JSON.parse(text);
  } catch {
    json = undefined;
  }
  const answer = { status: response.status, headers: response.headers, text, json };
  world.answer = answer;
  return answer;
}

export function lastAnswer(world: TravelWorld): HttpAnswer {
  if (!world.answer) throw new Error('No answer yet: a step must call the server first');
  return world.answer;
}
