import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AvatarReplySchema, ProfilePatch, ProfileReply, User } from '../../../../../contracts/accounts';
import type { z } from 'zod';
import { prepareRequest } from '../../../api/request-rules';
import { apiClient } from '../../../api/api-client';
import { getDeviceId } from '../../../identity/device-id';
import { useSession } from '../../../session';

type AvatarReply = z.infer<typeof AvatarReplySchema>;

/**
 * The profile calls of spec 1 §7 and the query keys this feature owns.
 * Signed-out travellers are identified by their device id (`?uid=` and the
 * `X-Device-Id` header the request rules add); signed-in ones by the bearer
 * token the request rules add.
 */
export const profileKeys = {
  all: ['profile'] as const,
  /** The viewer's profile: per device when signed out, the session's otherwise. */
  viewer: (uid: string | undefined) => ['profile', uid ?? 'session'] as const,
};

/** A profile call the server refused (or that never reached it: status 0). */
export class ProfileRequestError extends Error {
  override readonly name = 'ProfileRequestError';
  constructor(
    readonly status: number,
    /** The error body's `code` (`accounts.update-failed`…), when it has one. */
    readonly code: string | undefined,
    /** The error body's `error` text, when it has one. */
    readonly serverMessage: string | undefined,
  ) {
    super(`${status}: ${serverMessage ?? 'request failed'}`);
  }
}

function text(body: unknown, name: string): string | undefined {
  const value = typeof body === 'object' && body !== null ? (body as Record<string, unknown>)[name] : undefined;
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

const refusal = (status: number, body: unknown) => new ProfileRequestError(status, text(body, 'code'), text(body, 'error'));

/** `GET /api/profile`: the viewer's fields, points, streak and latest sessions. Waits until the session is known. */
export function useProfile() {
  const session = useSession();
  const uid = session.status === 'signed-out' ? getDeviceId() : undefined;
  return useQuery({
    queryKey: profileKeys.viewer(uid),
    enabled: session.status !== 'loading',
    queryFn: async ({ signal }): Promise<ProfileReply> => {
      const reply = await apiClient.accounts.getProfile({ query: uid ? { uid } : {}, fetchOptions: { signal } });
      if (reply.status === 200) return reply.body;
      throw refusal(reply.status, reply.body);
    },
  });
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
export function useUpdateProfile() {
  const storeUser = useStoreUser();
  return useMutation({
    mutationFn: async (patch: ProfilePatch): Promise<User> => {
      const reply = await apiClient.accounts.updateProfile({ body: patch });
      if (reply.status === 200) return reply.body.user;
      throw refusal(reply.status, reply.body);
    },
    onSuccess: storeUser,
  });
}

/**
 * `POST /api/profile/avatar` with the multipart field `avatar`, through the
 * shared request rules: the bearer token is added and the browser sets the
 * multipart content type (with its boundary) from the FormData.
 */
export async function uploadAvatar(file: File): Promise<AvatarReply> {
  const form = new FormData();
  form.append('avatar', file);
  const { url, init } = prepareRequest({ method: 'POST', path: '/api/profile/avatar', body: form });
  const res = await fetch(url, init);
  const raw = await res.text();
  let body: unknown;
  try {
    body = raw === '' ? undefined : (JSON.parse(raw) as unknown);
  } catch {
    body = undefined;
  }
  if (res.ok && typeof body === 'object' && body !== null) return body as AvatarReply;
  throw refusal(res.status, body);
}

export function useUploadAvatar() {
  const storeUser = useStoreUser();
  return useMutation({ mutationFn: uploadAvatar, onSuccess: (reply) => storeUser(reply.user) });
}
