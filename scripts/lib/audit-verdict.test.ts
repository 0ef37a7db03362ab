import { describe, expect, it } from 'vitest';
import { auditVerdict } from './audit-verdict';

const report = (vulnerabilities: Record<string, number>) => JSON.stringify({ metadata: { vulnerabilities } });

describe('the production audit gate', () => {
  it('fails on a high or critical vulnerability, and only reports lower ones', () => {
    expect(auditVerdict(report({ low: 2, moderate: 1, high: 0, critical: 0 }))).toEqual({
      kind: 'passed',
      summary: '0 critical, 0 high, 1 moderate, 2 low',
    });
    expect(auditVerdict(report({ high: 1, critical: 0 })).kind).toBe('failed');
    expect(auditVerdict(report({ high: 0, critical: 1 })).kind).toBe('failed');
  });

  it('gives no verdict when the advisory database cannot be reached, rather than a pass', () => {
    const refused = JSON.stringify({
      message: '405 Method Not Allowed - POST https://registry.npmjs.org/-/npm/v1/security/advisories/bulk',
    });
    expect(auditVerdict(refused)).toEqual({ kind: 'unreachable', summary: expect.stringContaining('405') });
    expect(auditVerdict('npm error').kind).toBe('unreachable');
  });
});
