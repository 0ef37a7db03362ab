import { z } from 'zod';
import { ErrorBodySchema } from '../common/error.schema';
import { text } from '../common/text.schema';
import { DeviceIdSchema } from './identity.schema';
import { isoDateTime } from '../common/date-time.schema';

export { DEVICE_ID_HEADER, DEVICE_ID_PATTERN, DeviceIdSchema, IdentityHeadersSchema } from './identity.schema';

/**
 * Spec 1 §3 (User) and §5 (validation). These rules live here once: the server
 * validates requests with them and the web forms use them for their messages.
 * Messages are the spec's English texts; the web maps `code`/field to its own
 * translated keys.
 */

export const GENDERS = ['male', 'female', 'non_binary', 'prefer_not_to_say'] as const;
export const FITNESS_GOALS = ['weight_loss', 'muscle_gain', 'endurance', 'strength', 'general_fitness', 'flexibility'] as const;
export const UNIT_SYSTEMS = ['metric', 'imperial'] as const;
export const ACCOUNT_TYPES = ['anonymous', 'registered', 'pro'] as const;
export const SUBSCRIPTION_STATUSES = ['none', 'active', 'canceled', 'expired', 'trial'] as const;

export const GenderSchema = z.enum(GENDERS);
export const FitnessGoalSchema = z.enum(FITNESS_GOALS);
export const UnitSystemSchema = z.enum(UNIT_SYSTEMS);
export const AccountTypeSchema = z.enum(ACCOUNT_TYPES);
export const SubscriptionStatusSchema = z.enum(SUBSCRIPTION_STATUSES);
export type Gender = z.infer<typeof GenderSchema>;
export type FitnessGoal = z.infer<typeof FitnessGoalSchema>;
export type UnitSystem = z.infer<typeof UnitSystemSchema>;
export type AccountType = z.infer<typeof AccountTypeSchema>;
export type SubscriptionStatus = z.infer<typeof SubscriptionStatusSchema>;

/** Limits of spec 1 §5 and §9 (and SECURITY.md: at most 128 characters of password). */
export const LIMITS = {
  usernameMin: 3,
  usernameMax: 20,
  passwordMin: 6,
  passwordMax: 128,
  nameMax: 100,
  ageMin: 13,
  ageMax: 100,
  heightMin: 100,
  heightMax: 250,
  /** The profile form is wider than the user rule (spec 1 §5). */
  profileHeightMin: 50,
  profileHeightMax: 300,
  weightMin: 30,
  weightMax: 300,
  emailMax: 254,
  avatarMaxBytes: 2 * 1024 * 1024,
} as const;

/** Register/upgrade form defaults (spec 1 §5). */
export const REGISTER_DEFAULTS = {
  age: 25,
  heightCm: 170,
  weightKg: 70,
  gender: 'prefer_not_to_say',
  fitnessGoal: 'general_fitness',
} as const satisfies { age: number; heightCm: number; weightKg: number; gender: Gender; fitnessGoal: FitnessGoal };

/** What a person types into a one-line field: trimmed, no control characters. */
const trimmed = text({ trim: true });

export const EmailSchema = trimmed.min(1, 'Email is required').max(LIMITS.emailMax, 'Invalid email address').email('Invalid email address');
export const UsernameSchema = trimmed
  .min(LIMITS.usernameMin, 'Username must be at least 3 characters')
  .max(LIMITS.usernameMax, 'Username must be at most 20 characters')
  .regex(/^[A-Za-z0-9_]+$/, 'Username may contain only letters, numbers and underscores');
export const NewPasswordSchema = z
  .string()
  .min(LIMITS.passwordMin, 'Password must be at least 6 characters')
  .max(LIMITS.passwordMax, 'Password must be at most 128 characters');
export const NameSchema = trimmed.min(1, 'Name is required').max(LIMITS.nameMax, 'Name must be at most 100 characters');
export const AgeSchema = z
  .number({ invalid_type_error: 'Age must be a number' })
  .int('Age must be a whole number')
  .min(LIMITS.ageMin, 'Age must be at least 13')
  .max(LIMITS.ageMax, 'Age must be at most 100');
export const HeightCmSchema = z
  .number({ invalid_type_error: 'Height must be a number' })
  .int('Height must be a whole number')
  .min(LIMITS.heightMin, 'Height must be between 100 and 250 cm')
  .max(LIMITS.heightMax, 'Height must be between 100 and 250 cm');
export const WeightKgSchema = z
  .number({ invalid_type_error: 'Weight must be a number' })
  .min(LIMITS.weightMin, 'Weight must be between 30 and 300 kg')
  .max(LIMITS.weightMax, 'Weight must be between 30 and 300 kg');

/** The user as any client may see it: strict, so provider ids, hashes and device ids never leak. */
export const UserSchema = z
  .object({
    id: z.string().uuid(),
    username: z.string().nullable(),
    email: z.string().nullable(),
    name: z.string().nullable(),
    age: z.number().int().nullable(),
    heightCm: z.number().int().nullable(),
    weightKg: z.number().nullable(),
    fitnessGoal: FitnessGoalSchema.nullable(),
    avatarUrl: z.string().nullable(),
    gender: GenderSchema.nullable(),
    unitSystem: UnitSystemSchema,
    accountType: AccountTypeSchema,
    subscriptionStatus: SubscriptionStatusSchema,
    trialEndsAt: isoDateTime({ offset: true }).nullable(),
    createdAt: isoDateTime({ offset: true }),
    updatedAt: isoDateTime({ offset: true }),
  })
  .strict();
export type User = z.infer<typeof UserSchema>;

// ── Auth ─────────────────────────────────────────────────────────────────────

export const LoginBodySchema = z
  .object({
    email: EmailSchema,
    password: z.string().min(1, 'Password is required').max(1024, 'Password is too long'),
  })
  .strict();
export type LoginBody = z.infer<typeof LoginBodySchema>;

const profileFields = {
  name: NameSchema,
  age: AgeSchema,
  heightCm: HeightCmSchema,
  weightKg: WeightKgSchema,
  gender: GenderSchema,
  fitnessGoal: FitnessGoalSchema,
};

/** Registration: account and profile fields; `deviceId` carries the device's anonymous progress over. */
export const RegisterBodySchema = z
  .object({
    username: UsernameSchema,
    email: EmailSchema,
    password: NewPasswordSchema,
    ...profileFields,
    unitSystem: UnitSystemSchema.optional(),
    deviceId: DeviceIdSchema.optional(),
  })
  .strict();
export type RegisterBody = z.infer<typeof RegisterBodySchema>;

/**
 * Upgrade: the device's anonymous user becomes a registered one. Same rules as
 * registration; profile fields may be left out to keep what the anonymous
 * profile already holds.
 */
export const UpgradeBodySchema = z
  .object({
    username: UsernameSchema,
    email: EmailSchema,
    password: NewPasswordSchema,
    name: NameSchema.optional(),
    age: AgeSchema.optional(),
    heightCm: HeightCmSchema.optional(),
    weightKg: WeightKgSchema.optional(),
    gender: GenderSchema.optional(),
    fitnessGoal: FitnessGoalSchema.optional(),
    unitSystem: UnitSystemSchema.optional(),
    deviceId: DeviceIdSchema,
  })
  .strict();
export type UpgradeBody = z.infer<typeof UpgradeBodySchema>;

/** The spec's auth reply: success, token, user (error on failure). */
export const AuthSuccessSchema = z.object({ success: z.literal(true), token: z.string().min(43), user: UserSchema }).strict();
export type AuthSuccess = z.infer<typeof AuthSuccessSchema>;

/** An auth failure: the shared error body plus the spec's `success: false`. */
export const AuthFailureSchema = ErrorBodySchema.extend({ success: z.literal(false) }).strict();
export type AuthFailure = z.infer<typeof AuthFailureSchema>;

export const SessionProfileSchema = z.object({ success: z.literal(true), user: UserSchema }).strict();

export const RequestResetBodySchema = z
  .object({ email: trimmed.max(LIMITS.emailMax, 'Invalid email address').includes('@', { message: 'Invalid email address' }) })
  .strict();
/** Always the same answer; `resetToken` only when the server is configured to reveal it (development). */
export const RequestResetReplySchema = z
  .object({ success: z.literal(true), message: z.string(), resetToken: z.string().optional() })
  .strict();

export const ResetPasswordBodySchema = z
  .object({ resetToken: text().min(1, 'Invalid or expired reset link').max(256), newPassword: NewPasswordSchema })
  .strict();
export const ResetPasswordReplySchema = z.object({ success: z.literal(true), message: z.string() }).strict();

export const LogoutReplySchema = z.object({ success: z.literal(true) }).strict();

// ── Profile ──────────────────────────────────────────────────────────────────

export const RecentSessionSchema = z
  .object({
    id: z.string().uuid(),
    name: z.string().nullable(),
    durationMinutes: z.number().int().nonnegative(),
    context: z.string().nullable(),
    city: z.string().nullable(),
    pointsEarned: z.number().int().nonnegative(),
    completedAt: isoDateTime({ offset: true }),
  })
  .strict();
export type RecentSession = z.infer<typeof RecentSessionSchema>;

/** `GET /api/profile`: the user's fields plus points, streak and the latest 5 sessions. */
export const ProfileReplySchema = UserSchema.extend({
  points: z.number().int().nonnegative(),
  streak: z.object({ current: z.number().int().nonnegative(), longest: z.number().int().nonnegative() }).strict(),
  recentSessions: z.array(RecentSessionSchema).max(5),
}).strict();
export type ProfileReply = z.infer<typeof ProfileReplySchema>;

export const ProfileQuerySchema = z.object({ uid: DeviceIdSchema.optional() }).strict();

/** Profile form ranges (spec 1 §5): only these fields, each optional; null clears an optional value. */
export const ProfilePatchSchema = z
  .object({
    name: NameSchema.optional(),
    age: AgeSchema.nullable().optional(),
    heightCm: z
      .number({ invalid_type_error: 'Height must be a number' })
      .int('Height must be a whole number')
      .min(LIMITS.profileHeightMin, 'Height must be between 50 and 300 cm')
      .max(LIMITS.profileHeightMax, 'Height must be between 50 and 300 cm')
      .nullable()
      .optional(),
    weightKg: WeightKgSchema.nullable().optional(),
    gender: GenderSchema.optional(),
    unitSystem: UnitSystemSchema.optional(),
    fitnessGoal: FitnessGoalSchema.optional(),
  })
  .strict();
export type ProfilePatch = z.infer<typeof ProfilePatchSchema>;

export const ProfileUpdateReplySchema = z.object({ success: z.literal(true), user: UserSchema }).strict();
export const AvatarReplySchema = z.object({ success: z.literal(true), avatarUrl: z.string(), user: UserSchema }).strict();
