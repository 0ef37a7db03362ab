import { useSearchParams } from 'react-router';
import { isAppRoute } from '../../../../contracts/app-routes';

/** The address parameter that says where to go once signed in: `/auth?next=%2Fteams%3Fjoin%3D…`. */
export const RETURN_PARAM = 'next';

const SAME_SITE = 'http://travelfit.invalid';
/** Pages that would only send the traveller round in a circle. */
const AUTH_PAGES = ['/auth', '/auth/reset-password', '/register', '/upgrade'];

/**
 * Where signing in, signing up or upgrading leads: the page named by `?next=`
 * (an invite link sends its visitor to sign in and back), else the profile
 * (spec 1 §2). Only a page of this app counts: another site, a
 * protocol-relative `//host` or an unknown path falls back to the profile, so
 * the parameter can never send a traveller away (an open redirect).
 */
export function returnPathFrom(params: URLSearchParams, fallback = '/profile'): string {
  const next = params.get(RETURN_PARAM);
  if (!next?.startsWith('/')) return fallback;
  let url: URL;
  try {
    url = new URL(next, SAME_SITE);
  } catch {
    return fallback;
  }
  if (url.origin !== SAME_SITE || !isAppRoute(url.pathname) || AUTH_PAGES.includes(url.pathname)) return fallback;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** `returnPathFrom` for the current address. */
export function useReturnTo(): string {
  const [params] = useSearchParams();
  return returnPathFrom(params);
}
