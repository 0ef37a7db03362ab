import type { BlockReport } from '../../../contracts/sdui/envelope.schema';
import { reportBlock } from './api/screens.api';

const sent = new Set<string>();

const clip = (text: string, max: number) => (text.length > max ? text.slice(0, max) : text);

/**
 * Tells the server a block could not be drawn (`POST /api/screens/reports`).
 * Fire-and-forget: never throws, never blocks rendering, and each problem is
 * reported once per page load.
 */
export function reportBlockProblem(report: BlockReport): void {
  const body: BlockReport = {
    screenId: clip(report.screenId, 64),
    blockId: clip(report.blockId, 64),
    type: clip(report.type, 64),
    v: Number.isInteger(report.v) ? report.v : 0,
    reason: report.reason,
    ...(report.message ? { message: clip(report.message, 500) } : {}),
    ...(report.action ? { action: clip(report.action, 128) } : {}),
  };
  const key = `${body.screenId}|${body.blockId}|${body.type}@${body.v}|${body.reason}|${body.action ?? ''}`;
  if (sent.has(key)) return;
  sent.add(key);
  if (import.meta.env.DEV) console.warn('[sdui] block not rendered', body);
  void reportBlock(body).catch(() => undefined);
}

/** Test helper. */
export function resetReportedProblems(): void {
  sent.clear();
}
