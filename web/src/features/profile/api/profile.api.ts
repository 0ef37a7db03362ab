import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ProfilePatch, ProfileReply, User } from '../../../../../contracts/accounts';
import { accountsContract } from '../../../../../contracts/accounts/accounts.contract';
import { bodyOf, createApiClient } from '../../../api/api-client';
import { getDeviceId } from '../../../identity/device-id';
import { useSession } from '../../../session';

/**
 * The profile calls of spec 1 §7 and the query keys this feature owns.
 * Signed-out travellers are identified by their device id (`?uid=` and the
 * `X-Device-Id` header the request rules add); signed-in ones by the bearer
 * token the request rules add. A refusal throws `HttpError`, whose `code`
 * and `serverMessage` say why (profile-problems.ts words them).
 */
const accounts = createApiClient(accountsContract);

export const profileKeys = {
  all: ['profile'] as const,
  /** The viewer's profile: per device when signed out, the session's otherwise. */
  viewer: (uid: string | undefined) => ['profile', uid ?? 'session'] as const,
};

/** `GET /api/profile`: the viewer's fields, points, streak and latest sessions. */
export async function getProfile(uid: string | undefined, signal?: AbortSignal): Promise<ProfileReply> {
  return bodyOf(await accounts.getProfile({ query: uid ? { uid } : {}, fetchOptions: { signal } }), 200);
}

export const getProfileQueryOptions = (uid: string | undefined) =>
  queryOptions({ queryKey: profileKeys.viewer(uid), queryFn: ({ signal }) => getProfile(uid, signal) });

/** The viewer's profile; waits until the session is known. */
export function useProfile() {
  const session = useSession();
  const uid = session.status === 'signed-out' ? getDeviceId() : undefined;
  return useQuery({ ...getProfileQueryOptions(uid), enabled: session.status !== 'loading' });
}

/** Puts a changed user into every cached profile and tells the session (its header shows the name and photo). */
function useStoreUser() {
  const queryClient = useQueryClient();
  const session = useSession();
  return (user: User) => {
    queryClient.setQueriesData<ProfileReply>({ queryKey: profileKeys.all }, (old) => (old ? { ...old, ...user } : old));
    void session.refresh();
  };
}

/** `PATCH /api/profile` with the form's fields. */
export async function updateProfile(patch: ProfilePatch): Promise<User> {
  return bodyOf(await accounts.updateProfile({ body: patch }), 200).user;
}

export function useUpdateProfile() {
  const storeUser = useStoreUser();
  return useMutation({ mutationFn: updateProfile, onSuccess: storeUser });
}

/**
 * `POST /api/profile/avatar` with the multipart field `avatar`: the client
 * sends a FormData, from which the browser sets the content type with its
 * boundary; the request rules add the bearer token.
 */
export async function uploadAvatar(file: File) {
  return bodyOf(await accounts.uploadAvatar({ body: { avatar: file } }), 200);
}

export function useUploadAvatar() {
  const storeUser = useStoreUser();
  return useMutation({ mutationFn: uploadAvatar, onSuccess: (reply) => storeUser(reply.user) });
}
