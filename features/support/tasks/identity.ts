import { DEVICE_ID_HEADER } from '../../../contracts/accounts';
import type { TravelWorld } from '../world';
import { HERE, type Traveller } from './cast';
import { ask, type AskOptions, type HttpAnswer } from './http';

/** Who a call says it comes from: a session, a device, or nobody at all. */
export type Identity = { kind: 'session'; token: string } | { kind: 'device'; deviceId: string; inAddress?: boolean } | { kind: 'nobody' };

/** How a traveller proves who they are: an open session if they have one, else their device. */
export function identityOf(traveller: Traveller, where: string = HERE): Identity {
  const token = traveller.sessions.get(where);
  if (token) return { kind: 'session', token };
  if (traveller.deviceId) return { kind: 'device', deviceId: traveller.deviceId };
  throw new Error(`${traveller.name} has neither a session ${where === HERE ? '' : `on their ${where} `}nor a device`);
}

function withIdentity(path: string, identity: Identity, options: AskOptions = {}): [string, AskOptions] {
  const headers: Record<string, string> = { ...options.headers };
  let address = path;
  if (identity.kind === 'session') headers.authorization = `Bearer ${identity.token}`;
  if (identity.kind === 'device') {
    if (identity.inAddress) address += `${path.includes('?') ? '&' : '?'}uid=${encodeURIComponent(identity.deviceId)}`;
    else headers[DEVICE_ID_HEADER] = identity.deviceId;
  }
  return [address, { ...options, headers }];
}

export async function askAs(world: TravelWorld, path: string, identity: Identity, options: AskOptions = {}): Promise<HttpAnswer> {
  const [address, withHeaders] = withIdentity(path, identity, options);
  return ask(world, address, withHeaders);
}
