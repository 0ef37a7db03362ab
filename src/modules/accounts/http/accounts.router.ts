import { initServer } from '@ts-rest/express';
import type { Response } from 'express';
import { contract } from '../../../../contracts';
import {
  PASSWORD_RESET_MESSAGE,
  RESET_LINK_SENT_MESSAGE,
  type AccountErrorCode,
  type RegisterBody,
  type UpgradeBody,
} from '../../../../contracts/accounts';
import { clientIp, identityClaims, problem, problemBody, requestLocale, userAgentOf, type ViewerGuard } from '../../../shared/http';
import type { AccountsUseCases } from '../application/accounts-use-cases';
import type { AccountViewer } from '../application/identify-viewer.use-case';
import { AVATAR_MAX_BYTES } from '../domain/avatar-image';
import { readAvatarUpload } from './avatar-upload.reader';
import { knownDeviceOf, setKnownDevice } from './known-device-cookie';

const s = initServer();

/** An auth call's failure: the shared error body plus the spec's `success: false`. */
function authFailure<Status extends number>(status: Status, code: AccountErrorCode) {
  return { status, body: { success: false as const, ...problemBody(code) } };
}

/** 429 with the seconds until the window ends. */
function tooManyAttempts(res: Response, { retryAfterSeconds }: { retryAfterSeconds: number }) {
  res.setHeader('retry-after', String(retryAfterSeconds));
  return authFailure(429 as const, 'accounts.rate-limited');
}

/**
 * The accounts routes of spec 1 §7: parse (the contract did), call one use
 * case, map each outcome to its status with an exhaustive switch. The request
 * itself (identity, language, address) is read by `src/shared/http`.
 */
export function createAccountsRouter(
  useCases: AccountsUseCases,
  viewers: ViewerGuard<AccountViewer>,
  /** Production: the known-device cookie is `Secure`. */
  secureCookies: boolean,
) {
  /** Register and upgrade: both open an account, with the same answers. */
  const openAccount = async ({
    body,
    req,
    res,
  }: {
    body: RegisterBody | UpgradeBody;
    req: Parameters<typeof clientIp>[0];
    res: Response;
  }) => {
    const result = await useCases.register.execute({ body, ip: clientIp(req), userAgent: userAgentOf(req) });
    if (result.ok) {
      const { newKnownDevice, ...signedIn } = result.value;
      setKnownDevice(res, newKnownDevice, secureCookies);
      return { status: 201 as const, body: { success: true as const, ...signedIn } };
    }
    switch (result.code) {
      case 'accounts.registration-failed':
      case 'accounts.device-linked':
        return authFailure(409 as const, result.code);
      case 'accounts.rate-limited':
        return tooManyAttempts(res, result.details);
    }
  };

  return s.router(contract.accounts, {
    register: openAccount,
    upgrade: openAccount,

    login: async ({ body, req, res }) => {
      const result = await useCases.login.execute({
        body,
        ip: clientIp(req),
        userAgent: userAgentOf(req),
        knownDevice: knownDeviceOf(req),
      });
      if (result.ok) {
        const { newKnownDevice, ...signedIn } = result.value;
        setKnownDevice(res, newKnownDevice, secureCookies);
        return { status: 200, body: { success: true, ...signedIn } };
      }
      switch (result.code) {
        case 'accounts.invalid-credentials':
          return authFailure(401 as const, result.code);
        case 'accounts.rate-limited':
          return tooManyAttempts(res, result.details);
      }
    },

    sessionProfile: viewers.handleSession(async ({ viewer }) => ({
      status: 200 as const,
      body: { success: true as const, user: await useCases.publicUsers.of(viewer.user) },
    })),

    logout: async ({ req }) => {
      await useCases.logout.execute(identityClaims(req).authorization);
      return { status: 200, body: { success: true } };
    },

    requestReset: async ({ body, req, res }) => {
      const result = await useCases.requestReset.execute({ email: body.email, ip: clientIp(req), locale: requestLocale(req) });
      if (result.ok) return { status: 200, body: { success: true, message: RESET_LINK_SENT_MESSAGE, ...result.value } };
      return tooManyAttempts(res, result.details);
    },

    resetPassword: async ({ body, req, res }) => {
      const result = await useCases.resetPassword.execute({ ...body, ip: clientIp(req) });
      if (result.ok) return { status: 200, body: { success: true, message: PASSWORD_RESET_MESSAGE } };
      switch (result.code) {
        case 'accounts.invalid-reset-token':
          return problem(400 as const, result.code);
        case 'accounts.rate-limited':
          return tooManyAttempts(res, result.details);
      }
    },

    getProfile: viewers.handle(async ({ viewer }) => ({ status: 200 as const, body: await useCases.getProfile.execute(viewer) })),

    updateProfile: viewers.handle(async ({ viewer, body }) => {
      const result = await useCases.updateProfile.execute(viewer.userId, body);
      if (result.ok) return { status: 200 as const, body: { success: true as const, user: result.value } };
      return problem(400 as const, result.code);
    }),

    uploadAvatar: viewers.handle(async ({ viewer, req, res }) => {
      const result = await useCases.uploadAvatar.execute({ viewer, readFile: () => readAvatarUpload(req, AVATAR_MAX_BYTES) });
      if (result.ok) return { status: 200 as const, body: { success: true as const, ...result.value } };
      switch (result.code) {
        case 'accounts.account-required':
          return problem(403 as const, result.code);
        case 'accounts.avatar-too-large':
          // The rest of an oversized upload is not read; the connection is not reused.
          res.setHeader('connection', 'close');
          return problem(413 as const, result.code);
        case 'accounts.avatar-not-image':
          return problem(415 as const, result.code);
        case 'accounts.upload-failed':
          return problem(400 as const, result.code);
      }
    }),
  });
}
