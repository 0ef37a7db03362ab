import { describe, expect, it } from 'vitest';
import { deviceUserId, unsavedDeviceUser } from './device-user';

describe('device users', () => {
  it('have one stable id per device, a version-5 UUID', () => {
    const id = deviceUserId('fc_0123456789abcdef0123456789abcdef');
    expect(id).toBe(deviceUserId('fc_0123456789abcdef0123456789abcdef'));
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(deviceUserId('fc_0123456789abcdef0123456789abcdee')).not.toBe(id);
  });

  it('read as a fresh anonymous profile before anything is stored', () => {
    const now = new Date('2026-11-24T08:00:00Z');
    expect(unsavedDeviceUser('fc_abcdefgh', now)).toMatchObject({
      id: deviceUserId('fc_abcdefgh'),
      accountType: 'anonymous',
      unitSystem: 'metric',
      deviceId: 'fc_abcdefgh',
      email: null,
    });
  });
});
