import { initContract } from '@ts-rest/core';
import { IdentityHeadersSchema } from '../accounts/identity.schema';
import { commonErrorResponses, ErrorBodySchema } from '../common/error.schema';
import {
  CreateTeamBodySchema,
  JoinTeamReplySchema,
  LeaveTeamReplySchema,
  TeamDetailsReplySchema,
  TeamMemberPathSchema,
  TeamPathSchema,
  TeamReplySchema,
  TeamUidQuerySchema,
  UpdateTeamBodySchema,
  UserTeamsReplySchema,
} from './teams.schemas';

const c = initContract();

/**
 * Teams (spec 2 §7, DECISIONS.md "Teams"). Creating, joining, leaving and
 * changing a team need a signed-in account (bearer); a device id is never
 * enough (401 `accounts.authentication-required`). A `uid` that is not the
 * caller's own is refused (403 `accounts.not-your-device`). Only the team's
 * admin changes it (403 `community.not-team-admin`). Team pages are public
 * and show public ids only. Other codes: `community.team-not-found` (404),
 * `community.team-full` (409), `community.not-a-member` (404),
 * `community.remove-yourself` (409), `community.not-yourself` (403).
 */
export const teamsContract = c.router({
  userTeams: {
    method: 'GET',
    path: '/api/user-teams',
    query: TeamUidQuerySchema,
    headers: IdentityHeadersSchema,
    responses: { 200: UserTeamsReplySchema, 401: ErrorBodySchema, 403: ErrorBodySchema, ...commonErrorResponses },
    summary: 'The caller’s teams (an anonymous traveller has none)',
  },
  teamDetails: {
    method: 'GET',
    path: '/api/teams/:id',
    pathParams: TeamPathSchema,
    query: TeamUidQuerySchema,
    headers: IdentityHeadersSchema,
    responses: { 200: TeamDetailsReplySchema, 403: ErrorBodySchema, 404: ErrorBodySchema, ...commonErrorResponses },
    summary: 'A team and its members (public ids, role, points contributed since joining)',
  },
  createTeam: {
    method: 'POST',
    path: '/api/teams',
    headers: IdentityHeadersSchema,
    body: CreateTeamBodySchema,
    responses: { 201: TeamReplySchema, 401: ErrorBodySchema, 403: ErrorBodySchema, ...commonErrorResponses },
    summary: 'Create a team (bearer): the creator is its admin and only member',
  },
  joinTeam: {
    method: 'POST',
    path: '/api/teams/:id/join',
    pathParams: TeamPathSchema,
    query: TeamUidQuerySchema,
    headers: IdentityHeadersSchema,
    body: c.noBody(),
    responses: {
      200: JoinTeamReplySchema,
      401: ErrorBodySchema,
      403: ErrorBodySchema,
      404: ErrorBodySchema,
      409: ErrorBodySchema,
      ...commonErrorResponses,
    },
    summary: 'Join a team (bearer; the invite link’s call); joining again changes nothing; a full team refuses',
  },
  updateTeam: {
    method: 'PATCH',
    path: '/api/teams/:id',
    pathParams: TeamPathSchema,
    headers: IdentityHeadersSchema,
    body: UpdateTeamBodySchema,
    responses: { 200: TeamReplySchema, 401: ErrorBodySchema, 403: ErrorBodySchema, 404: ErrorBodySchema, ...commonErrorResponses },
    summary: 'Rename the team or change its emoji or description (the admin)',
  },
  removeMember: {
    method: 'DELETE',
    path: '/api/teams/:id/members/:userId',
    pathParams: TeamMemberPathSchema,
    headers: IdentityHeadersSchema,
    body: c.noBody(),
    responses: {
      200: TeamReplySchema,
      401: ErrorBodySchema,
      403: ErrorBodySchema,
      404: ErrorBodySchema,
      409: ErrorBodySchema,
      ...commonErrorResponses,
    },
    summary: 'Remove a member, by their public id (the admin)',
  },
  leaveTeam: {
    method: 'POST',
    path: '/api/teams/:id/leave',
    pathParams: TeamPathSchema,
    headers: IdentityHeadersSchema,
    body: c.noBody(),
    responses: { 200: LeaveTeamReplySchema, 401: ErrorBodySchema, 404: ErrorBodySchema, ...commonErrorResponses },
    summary: 'Leave a team; the last admin hands admin to the longest-standing member; the last member closes it',
  },
});
