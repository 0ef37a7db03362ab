import { describe, expect, it } from 'vitest';
import { buildOpenApiDocument } from './openapi';

describe('the OpenAPI document', () => {
  it('documents an isoDateTime() string as a date-time, as zod’s .datetime() was, not by its pattern', () => {
    const profile = buildOpenApiDocument().paths['/api/profile']?.get?.responses?.['200'] as {
      content: { 'application/json': { schema: { properties: Record<string, { format?: string; pattern?: string }> } } };
    };
    const createdAt = profile.content['application/json'].schema.properties.createdAt;
    expect(createdAt).toMatchObject({ type: 'string', format: 'date-time' });
    expect(createdAt?.pattern).toBeUndefined();
  });
});
