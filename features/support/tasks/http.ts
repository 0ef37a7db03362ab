import { callHttp } from '../../../src/app/testing/http-test-app';
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
  /** A string or a form (multipart) is sent as is (a string as JSON unless the headers say otherwise); anything else as JSON. */
  body?: unknown;
}

/** Calls the scenario's app over real HTTP, through the tests' one HTTP client, and keeps the answer on the world. */
export async function ask(world: TravelWorld, pathAndQuery: string, options: AskOptions = {}): Promise<HttpAnswer> {
  const headers: Record<string, string> = { ...options.headers };
  const sentAsIs = typeof options.body === 'string' || options.body instanceof FormData;
  if (typeof options.body === 'string') headers['content-type'] ??= 'application/json';
  const answer = await callHttp(world.baseUrl, pathAndQuery, {
    headers,
    ...(options.method ? { method: options.method } : {}),
    ...(sentAsIs ? { rawBody: options.body as string | FormData } : options.body === undefined ? {} : { body: options.body }),
  });
  const isJson = (answer.headers.get('content-type') ?? '').includes('json') && typeof answer.body !== 'string';
  world.canaries.fromRequest(headers, options.body);
  world.canaries.fromAnswer(answer.headers, answer.text, isJson ? answer.body : undefined);
  const kept = { status: answer.status, headers: answer.headers, text: answer.text, json: isJson ? (answer.body as unknown) : undefined };
  world.answer = kept;
  return kept;
}

export function lastAnswer(world: TravelWorld): HttpAnswer {
  if (!world.answer) throw new Error('No answer yet: a step must call the server first');
  return world.answer;
}
