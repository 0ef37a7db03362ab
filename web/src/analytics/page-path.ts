import { APP_ROUTES } from '../../../contracts/app-routes';

/** What a page view reports for a path that is no page of the app: the router's catch-all, not the address typed. */
export const UNKNOWN_PAGE = '*';

/**
 * The page a path shows, as the app's route names it: `/billing/checkout/:id`
 * rather than the checkout's id. The query and fragment never leave (invite
 * ids, session ids, reset tokens travel there), nor does a mistyped address.
 */
export function pagePathOf(pathname: string): string {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const got = path.split('/');
  const route = APP_ROUTES.find((candidate) => {
    const want = candidate.split('/');
    return want.length === got.length && want.every((part, index) => (part.startsWith(':') ? got[index] !== '' : part === got[index]));
  });
  return route ?? UNKNOWN_PAGE;
}
