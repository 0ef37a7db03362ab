import { initContract } from '@ts-rest/core';
import { IdentityHeadersSchema } from '../accounts/identity.schema';
import { commonErrorResponses, ErrorBodySchema } from '../common/error.schema';
import {
  AnalyticsStatsSchema,
  BadgesReplySchema,
  CityLeaderboardPathSchema,
  CityLeaderboardReplySchema,
  HistoryReplySchema,
  LangQuerySchema,
  LeaderboardQuerySchema,
  LeaderboardReplySchema,
  PassportReplySchema,
  TopCitiesReplySchema,
  UidQuerySchema,
} from './progress.schemas';

const c = initContract();

/**
 * Reading progress (spec 2 §7): badges, passport, leaderboards, analytics.
 * Per-user calls identify the caller (bearer, else the device id in `?uid=`
 * or `x-device-id`) and answer only the caller's own data. Shared pages show
 * public ids only. Codes: `accounts.authentication-required` (401),
 * `accounts.not-your-device` (403: a `uid` that is not the caller's own),
 * `gamification.pro-required` (403).
 */
export const progressContract = c.router({
  badges: {
    method: 'GET',
    path: '/api/badges',
    query: UidQuerySchema,
    headers: IdentityHeadersSchema,
    responses: { 200: BadgesReplySchema, 401: ErrorBodySchema, 403: ErrorBodySchema, ...commonErrorResponses },
    summary: 'The caller’s badges, newest first',
  },
  passport: {
    method: 'GET',
    path: '/api/passport',
    query: UidQuerySchema,
    headers: IdentityHeadersSchema,
    responses: { 200: PassportReplySchema, 401: ErrorBodySchema, 403: ErrorBodySchema, ...commonErrorResponses },
    summary: 'The caller’s city passport: distinct cities with a workout',
  },
  leaderboard: {
    method: 'GET',
    path: '/api/leaderboard',
    query: LeaderboardQuerySchema,
    headers: IdentityHeadersSchema,
    responses: { 200: LeaderboardReplySchema, 403: ErrorBodySchema, ...commonErrorResponses },
    summary: 'Top travellers by points (public ids), and the caller’s own rank when known',
  },
  topCities: {
    method: 'GET',
    path: '/api/top-cities',
    responses: { 200: TopCitiesReplySchema, ...commonErrorResponses },
    summary: 'The most active cities: travellers and top score',
  },
  cityLeaderboard: {
    method: 'GET',
    path: '/api/city-leaderboard/:city/:country',
    pathParams: CityLeaderboardPathSchema,
    query: UidQuerySchema,
    headers: IdentityHeadersSchema,
    responses: { 200: CityLeaderboardReplySchema, 403: ErrorBodySchema, ...commonErrorResponses },
    summary: 'Top travellers of one city (city and country trimmed, both required)',
  },
  analyticsStats: {
    method: 'GET',
    path: '/api/analytics/stats',
    query: LangQuerySchema,
    headers: IdentityHeadersSchema,
    responses: { 200: AnalyticsStatsSchema, 401: ErrorBodySchema, 403: ErrorBodySchema, ...commonErrorResponses },
    summary: 'Pro analytics (bearer; trial and active): totals, calories, streak, workouts by type, top places, badges, recent workouts',
  },
  history: {
    method: 'GET',
    path: '/api/history',
    query: UidQuerySchema,
    headers: IdentityHeadersSchema,
    responses: { 200: HistoryReplySchema, 401: ErrorBodySchema, 403: ErrorBodySchema, ...commonErrorResponses },
    summary: 'The caller’s workout history: totals, this week, total time, current streak, recent workouts',
  },
});
