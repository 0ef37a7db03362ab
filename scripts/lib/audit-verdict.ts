/**
 * Reads `npm audit --omit=dev --json`: production dependencies with a known high
 * or critical vulnerability fail; lower severities are reported, not failed. A
 * machine that cannot reach the advisory database (this one: the registry
 * answers 405, docs/adr/0019) gets no verdict rather than a pass.
 */
export type AuditVerdict =
  { kind: 'passed'; summary: string } | { kind: 'failed'; summary: string } | { kind: 'unreachable'; summary: string };

interface AuditReport {
  metadata?: { vulnerabilities?: Partial<Record<'info' | 'low' | 'moderate' | 'high' | 'critical', number>> };
  message?: string;
  error?: { summary?: string };
}

export function auditVerdict(json: string): AuditVerdict {
  let report: AuditReport;
  try {
    report = JSON.parse(json) as AuditReport;
  } catch {
    return { kind: 'unreachable', summary: 'npm audit printed no report' };
  }
  const counts = report.metadata?.vulnerabilities;
  if (!counts) return { kind: 'unreachable', summary: report.error?.summary ?? report.message ?? 'npm audit printed no counts' };
  const severe = (counts.high ?? 0) + (counts.critical ?? 0);
  const summary = `${counts.critical ?? 0} critical, ${counts.high ?? 0} high, ${counts.moderate ?? 0} moderate, ${counts.low ?? 0} low`;
  return severe > 0 ? { kind: 'failed', summary } : { kind: 'passed', summary };
}
