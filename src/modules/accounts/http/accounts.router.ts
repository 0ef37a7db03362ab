import { initServer } from '@ts-rest/express';
import type { Request, Response } from 'express';
import { contract } from '../../../../contracts';
import {
  ACCOUNT_ERRORS,
  PASSWORD_RESET_MESSAGE,
  RESET_LINK_SENT_MESSAGE,
  type AccountErrorCode,
  type RegisterBody,
  type UpgradeBody,
} from '../../../../contracts/accounts';
import { errorBody } from '../../../shared/http';
import type { IdentityClaims } from '../application/accounts.facade';
import type { AccountsUseCases } from '../application/accounts-use-cases';
import { AVATAR_MAX_BYTES } from '../domain/avatar-image';
import { readAvatarUpload } from './avatar-upload.reader';
import { clientIp, mailLocaleOf, userAgentOf } from './request-context';

const s = initServer();

/** An auth call's failure: the shared error body plus the spec's `success: false`. */
function authFailure(code: AccountErrorCode) {
  return { success: false as const, error: ACCOUNT_ERRORS[code], code };
}

function failure(code: AccountErrorCode) {
  return errorBody(ACCOUNT_ERRORS[code], code);
}

/** 429 with the seconds until the window ends. */
function tooManyAttempts(res: Response, retryAfterSeconds: number) {
  res.setHeader('retry-after', String(retryAfterSeconds));
  return { status: 429 as const, body: authFailure('accounts.rate-limited') };
}

/**
 * The accounts routes of spec 1 §7: parse (the contract did), call one use
 * case, map each outcome to its status with an exhaustive switch.
 */
export function createAccountsRouter(useCases: AccountsUseCases) {
  /** Register and upgrade: both open an account, with the same answers. */
  const openAccount = async ({ body, req, res }: { body: RegisterBody | UpgradeBody; req: Request; res: Response }) => {
    const result = await useCases.register.execute({ body, ip: clientIp(req), userAgent: userAgentOf(req) });
    if (result.ok) return { status: 201 as const, body: { success: true as const, ...result.value } };
    switch (result.code) {
      case 'accounts.registration-failed':
      case 'accounts.device-linked':
        return { status: 409 as const, body: authFailure(result.code) };
      case 'accounts.rate-limited':
        return tooManyAttempts(res, result.retryAfterSeconds);
    }
  };

  return s.router(contract.accounts, {
    register: openAccount,
    upgrade: openAccount,

    login: async ({ body, req, res }) => {
      const result = await useCases.login.execute({ body, ip: clientIp(req), userAgent: userAgentOf(req) });
      if (result.ok) return { status: 200, body: { success: true, ...result.value } };
      switch (result.code) {
        case 'accounts.invalid-credentials':
          return { status: 401, body: authFailure(result.code) };
        case 'accounts.rate-limited':
          return tooManyAttempts(res, result.retryAfterSeconds);
      }
    },

    sessionProfile: async ({ headers }) => {
      const result = await useCases.sessionUser.execute(headers.authorization);
      if (result.ok) return { status: 200, body: { success: true, user: result.value } };
      return { status: 401, body: failure(result.code) };
    },

    logout: async ({ headers }) => {
      await useCases.logout.execute(headers.authorization);
      return { status: 200, body: { success: true } };
    },

    requestReset: async ({ body, req, res }) => {
      const result = await useCases.requestReset.execute({ email: body.email, ip: clientIp(req), locale: mailLocaleOf(req) });
      if (result.ok) return { status: 200, body: { success: true, message: RESET_LINK_SENT_MESSAGE, ...result.value } };
      return tooManyAttempts(res, result.retryAfterSeconds);
    },

    resetPassword: async ({ body, req, res }) => {
      const result = await useCases.resetPassword.execute({ ...body, ip: clientIp(req) });
      if (result.ok) return { status: 200, body: { success: true, message: PASSWORD_RESET_MESSAGE } };
      switch (result.code) {
        case 'accounts.invalid-reset-token':
          return { status: 400, body: failure(result.code) };
        case 'accounts.rate-limited':
          return tooManyAttempts(res, result.retryAfterSeconds);
      }
    },

    getProfile: async ({ query, headers }) => {
      const claims: IdentityClaims = { authorization: headers.authorization, deviceId: query.uid ?? headers['x-device-id'] };
      const result = await useCases.getProfile.execute(claims);
      if (result.ok) return { status: 200, body: result.value };
      return { status: 401, body: failure(result.code) };
    },

    updateProfile: async ({ headers, body }) => {
      const claims: IdentityClaims = { authorization: headers.authorization, deviceId: headers['x-device-id'] };
      const result = await useCases.updateProfile.execute(claims, body);
      if (result.ok) return { status: 200, body: { success: true, user: result.value } };
      switch (result.code) {
        case 'accounts.authentication-required':
        case 'accounts.device-linked':
          return { status: 401, body: failure(result.code) };
        case 'accounts.update-failed':
          return { status: 400, body: failure(result.code) };
      }
    },

    uploadAvatar: async ({ headers, req, res }) => {
      const claims: IdentityClaims = { authorization: headers.authorization, deviceId: headers['x-device-id'] };
      const result = await useCases.uploadAvatar.execute({ claims, readFile: () => readAvatarUpload(req, AVATAR_MAX_BYTES) });
      if (result.ok) return { status: 200, body: { success: true, ...result.value } };
      switch (result.code) {
        case 'accounts.authentication-required':
        case 'accounts.device-linked':
          return { status: 401, body: failure(result.code) };
        case 'accounts.account-required':
          return { status: 403, body: failure(result.code) };
        case 'accounts.avatar-too-large':
          // The rest of an oversized upload is not read; the connection is not reused.
          res.setHeader('connection', 'close');
          return { status: 413, body: failure(result.code) };
        case 'accounts.avatar-not-image':
          return { status: 415, body: failure(result.code) };
        case 'accounts.upload-failed':
          return { status: 400, body: failure(result.code) };
      }
    },
  });
}
