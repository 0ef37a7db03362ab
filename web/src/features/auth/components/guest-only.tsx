import { useState, type ReactNode } from 'react';
import { Navigate } from 'react-router';
import { PageLoading } from '../../../app/page-loading';
import { useSession } from '../../../session';
import { useReturnTo } from '../return-to';

/**
 * Sign-in, register and upgrade are for travellers who are not signed in: one
 * who arrives signed in goes where `?next=` says, else to the profile. The choice is made once, when
 * the session is first known; a traveller who signs in here is sent on by the
 * form itself, so there is one navigation, not two racing each other.
 */
export function GuestOnly({ children }: { children: ReactNode }) {
  const { status } = useSession();
  const returnTo = useReturnTo();
  const [arrivedAs, setArrivedAs] = useState<'guest' | 'member' | undefined>();
  if (arrivedAs === undefined && status !== 'loading') setArrivedAs(status === 'signed-in' ? 'member' : 'guest');

  if (arrivedAs === undefined) return <PageLoading />;
  if (arrivedAs === 'member') return <Navigate to={returnTo} replace />;
  return children;
}
