import { initContract } from '@ts-rest/core';
import { commonErrorResponses, ErrorBodySchema } from '../common/error.schema';
import {
  AuthFailureSchema,
  AuthSuccessSchema,
  AvatarReplySchema,
  IdentityHeadersSchema,
  LoginBodySchema,
  LogoutReplySchema,
  ProfilePatchSchema,
  ProfileQuerySchema,
  ProfileReplySchema,
  ProfileUpdateReplySchema,
  RegisterBodySchema,
  RequestResetBodySchema,
  RequestResetReplySchema,
  ResetPasswordBodySchema,
  ResetPasswordReplySchema,
  SessionProfileSchema,
  UpgradeBodySchema,
} from './accounts.schemas';

const c = initContract();

/** 429 answers carry `Retry-After` (seconds) and this body. */
const tooMany = { 429: AuthFailureSchema };

/**
 * Accounts and identity (spec 1 §2–§8). Paths are the spec's. Failures of the
 * auth calls carry `success: false` beside the shared error body.
 */
export const accountsContract = c.router({
  register: {
    method: 'POST',
    path: '/api/auth/register',
    body: RegisterBodySchema,
    responses: { 201: AuthSuccessSchema, 409: AuthFailureSchema, ...commonErrorResponses, ...tooMany },
    summary: 'Create a registered account; with deviceId the device’s anonymous progress becomes the account’s',
  },
  login: {
    method: 'POST',
    path: '/api/auth/login',
    body: LoginBodySchema,
    responses: { 200: AuthSuccessSchema, 401: AuthFailureSchema, ...commonErrorResponses, ...tooMany },
    summary: 'Sign in with e-mail and password; answers an opaque session token',
  },
  upgrade: {
    method: 'POST',
    path: '/api/auth/upgrade',
    body: UpgradeBodySchema,
    responses: { 201: AuthSuccessSchema, 409: AuthFailureSchema, ...commonErrorResponses, ...tooMany },
    summary: 'Turn the device’s anonymous user into a registered account, keeping its progress',
  },
  sessionProfile: {
    method: 'GET',
    path: '/api/auth/profile',
    headers: IdentityHeadersSchema,
    responses: { 200: SessionProfileSchema, 401: ErrorBodySchema, ...commonErrorResponses },
    summary: 'The signed-in user (bearer token)',
  },
  logout: {
    method: 'POST',
    path: '/api/auth/logout',
    headers: IdentityHeadersSchema,
    body: c.noBody(),
    responses: { 200: LogoutReplySchema, ...commonErrorResponses },
    summary: 'Revoke the bearer session token (answers success even when it was already invalid)',
  },
  requestReset: {
    method: 'POST',
    path: '/api/auth/request-reset',
    body: RequestResetBodySchema,
    responses: { 200: RequestResetReplySchema, ...commonErrorResponses, ...tooMany },
    summary: 'Send a reset link; the answer is the same whether or not the account exists',
  },
  resetPassword: {
    method: 'POST',
    path: '/api/auth/reset-password',
    body: ResetPasswordBodySchema,
    responses: { 200: ResetPasswordReplySchema, 400: ErrorBodySchema, ...tooMany, 500: ErrorBodySchema, 503: ErrorBodySchema },
    summary: 'Set a new password with a single-use reset token; signs out every session',
  },
  getProfile: {
    method: 'GET',
    path: '/api/profile',
    query: ProfileQuerySchema,
    headers: IdentityHeadersSchema,
    responses: { 200: ProfileReplySchema, 401: ErrorBodySchema, ...commonErrorResponses },
    summary: 'Profile with points, streak and the latest 5 sessions (bearer, or ?uid= / x-device-id for anonymous users)',
  },
  updateProfile: {
    method: 'PATCH',
    path: '/api/profile',
    headers: IdentityHeadersSchema,
    body: ProfilePatchSchema,
    // 400 again after the spread: spread keys type as strings ("400"), which a handler cannot return.
    responses: { 200: ProfileUpdateReplySchema, 401: ErrorBodySchema, ...commonErrorResponses, 400: ErrorBodySchema },
    summary: 'Update the listed profile fields (bearer or x-device-id)',
  },
  uploadAvatar: {
    method: 'POST',
    path: '/api/profile/avatar',
    contentType: 'multipart/form-data',
    headers: IdentityHeadersSchema,
    body: c.type<{ avatar: unknown }>(),
    responses: {
      200: AvatarReplySchema,
      401: ErrorBodySchema,
      403: ErrorBodySchema,
      413: ErrorBodySchema,
      415: ErrorBodySchema,
      ...commonErrorResponses,
      // Declared again after the spread: spread keys type as strings ("400"), which a handler cannot return.
      400: ErrorBodySchema,
    },
    summary: 'Upload an avatar (registered users, multipart field `avatar`, PNG/JPEG/WebP up to 2 MB)',
  },
});
