import type { ViewerDirectory } from '../../../shared/kernel';

/**
 * Whether the device id belongs to a registered account. Such a device speaks
 * for nobody (ADR 0006): its free workout and bonus cannot be spent with it.
 * Asked as a read, so it never stores a device.
 */
export async function isLinkedToAccount(viewers: ViewerDirectory, deviceId: string): Promise<boolean> {
  const identified = await viewers.identify({ deviceId });
  return !identified.ok && identified.code === 'accounts.device-linked';
}
