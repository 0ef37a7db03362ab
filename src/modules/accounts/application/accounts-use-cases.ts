import type { GetProfileUseCase } from './get-profile.use-case';
import type { LoginUseCase } from './login.use-case';
import type { LogoutUseCase } from './logout.use-case';
import type { PublicUsers } from './public-users';
import type { RegisterAccountUseCase } from './register-account.use-case';
import type { RequestPasswordResetUseCase } from './request-password-reset.use-case';
import type { ResetPasswordUseCase } from './reset-password.use-case';
import type { UpdateProfileUseCase } from './update-profile.use-case';
import type { UploadAvatarUseCase } from './upload-avatar.use-case';

/** Every use case the accounts routes call (register also serves upgrade). */
export interface AccountsUseCases {
  register: RegisterAccountUseCase;
  login: LoginUseCase;
  logout: LogoutUseCase;
  requestReset: RequestPasswordResetUseCase;
  resetPassword: ResetPasswordUseCase;
  getProfile: GetProfileUseCase;
  updateProfile: UpdateProfileUseCase;
  uploadAvatar: UploadAvatarUseCase;
  /** The signed-in user as `GET /api/auth/profile` answers it (the session bootstrap). */
  publicUsers: PublicUsers;
}
