import { z } from 'zod';
import { DeviceIdSchema } from '../accounts/identity.schema';
import { text } from '../common/text.schema';
import { PublicTravellerSchema } from '../gamification/progress.schemas';
import { isoDateTime } from '../common/date-time.schema';

/**
 * Teams (spec 2 §2 Teams, §3 teams and team_members, §5 team name, §7, §9;
 * DECISIONS.md "Teams", "Public ids"). Answers carry public ids only: a
 * member is their account's id and its `Traveler-` label, never a device id,
 * an e-mail or a token.
 */

/** Spec 2 §9 and DECISIONS.md "Teams"; the lengths are ours (the spec names none). */
export const TEAM_LIMITS = {
  maxMembers: 10,
  nameMax: 50,
  descriptionMax: 280,
  defaultEmoji: '🏃',
} as const;

export const TEAM_ROLES = ['admin', 'member'] as const;
export const TeamRoleSchema = z.enum(TEAM_ROLES);
export type TeamRole = z.infer<typeof TeamRoleSchema>;

/** Spec 2 §5: required and non-blank after trimming. */
export const TeamNameSchema = text({ trim: true })
  .min(1, 'Team name is required')
  .max(TEAM_LIMITS.nameMax, `Team name must be at most ${TEAM_LIMITS.nameMax} characters`);

/**
 * One emoji as a keyboard types it: pictographs with their joiners, skin tones
 * and variation selectors, or a flag; at most 16 code units (the column's
 * limit). Letters and digits alone are not an emoji.
 */
// Emoji_Component covers the joiner (U+200D), the emoji presentation selector (U+FE0F), skin tones, keycaps and flag letters.
const EMOJI = /^(?=.*[\p{Extended_Pictographic}\p{Regional_Indicator}])[\p{Extended_Pictographic}\p{Emoji_Component}]+$/u;
export const TeamEmojiSchema = text({ trim: true }).min(1).max(16).regex(EMOJI, 'Choose one emoji');

/** Optional; a blank description is no description. */
export const TeamDescriptionSchema = text({ trim: true, multiline: true })
  .max(TEAM_LIMITS.descriptionMax, `Description must be at most ${TEAM_LIMITS.descriptionMax} characters`)
  .transform((value) => (value === '' ? null : value));

/**
 * `POST /api/teams` (spec 2 §7: name, description, emoji, createdBy,
 * maxMembers 10). The creator is whoever is signed in: `createdBy`, when a
 * client sends it, must be their own id. Every team holds 10, as the spec's
 * client sends.
 */
export const CreateTeamBodySchema = z
  .object({
    name: TeamNameSchema,
    description: TeamDescriptionSchema.nullish(),
    emoji: TeamEmojiSchema.default(TEAM_LIMITS.defaultEmoji),
    createdBy: z.string().uuid().optional(),
    maxMembers: z.literal(TEAM_LIMITS.maxMembers).default(TEAM_LIMITS.maxMembers),
  })
  .strict();
export type CreateTeamBody = z.infer<typeof CreateTeamBodySchema>;

/** `PATCH /api/teams/{id}` (the admin): any of name, emoji and description; `description: null` removes it. */
export const UpdateTeamBodySchema = z
  .object({
    name: TeamNameSchema.optional(),
    emoji: TeamEmojiSchema.optional(),
    description: TeamDescriptionSchema.nullable().optional(),
  })
  .strict()
  .refine((body) => Object.values(body).some((value) => value !== undefined), { message: 'Nothing to change' });
export type UpdateTeamBody = z.infer<typeof UpdateTeamBodySchema>;

export const TeamPathSchema = z.object({ id: z.string().uuid() }).strict();
export const TeamMemberPathSchema = z.object({ id: z.string().uuid(), userId: z.string().uuid() }).strict();

/** The `?uid=` of the per-traveller calls: the caller's own device, if named at all (DECISIONS.md "who is who"). */
export const TeamUidQuerySchema = z.object({ uid: DeviceIdSchema.optional() }).strict();

/**
 * A team's card (spec 2 §2, §3): `yourRole` is the viewer's role in it, null
 * when they are not a member.
 */
export const TeamSchema = z
  .object({
    id: z.string().uuid(),
    name: z.string(),
    description: z.string().nullable(),
    emoji: z.string(),
    maxMembers: z.number().int().min(1),
    currentMembers: z.number().int().min(0),
    totalPoints: z.number().int().min(0),
    createdAt: isoDateTime(),
    yourRole: TeamRoleSchema.nullable(),
  })
  .strict();
export type Team = z.infer<typeof TeamSchema>;

/** A member as the team's page shows them: public id and label, role (the admin wears a crown), points since joining. */
export const TeamMemberSchema = PublicTravellerSchema.extend({
  role: TeamRoleSchema,
  pointsContributed: z.number().int().min(0),
  joinedAt: isoDateTime(),
}).strict();
export type TeamMember = z.infer<typeof TeamMemberSchema>;

/** `GET /api/user-teams?uid=`: the caller's teams, the one joined last first. */
export const UserTeamsReplySchema = z.object({ teams: z.array(TeamSchema) }).strict();
export type UserTeamsReply = z.infer<typeof UserTeamsReplySchema>;

/** `GET /api/teams/{id}`: the team and its members, most points first. */
export const TeamDetailsReplySchema = z.object({ team: TeamSchema, members: z.array(TeamMemberSchema) }).strict();
export type TeamDetailsReply = z.infer<typeof TeamDetailsReplySchema>;

/** A team after a change (created, renamed, a member removed). */
export const TeamReplySchema = z.object({ team: TeamSchema }).strict();
export type TeamReply = z.infer<typeof TeamReplySchema>;

/** `POST /api/teams/{id}/join`: `joined` is false when the caller already was a member (nothing changed). */
export const JoinTeamReplySchema = z.object({ team: TeamSchema, joined: z.boolean() }).strict();
export type JoinTeamReply = z.infer<typeof JoinTeamReplySchema>;

/** `POST /api/teams/{id}/leave`: `closed` when the caller was the last member and the team is gone. */
export const LeaveTeamReplySchema = z.object({ closed: z.boolean() }).strict();
export type LeaveTeamReply = z.infer<typeof LeaveTeamReplySchema>;
