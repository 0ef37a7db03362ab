import assert from 'node:assert/strict';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import {
  AdminMediaReplySchema,
  ExerciseMediaReplySchema,
  type AdminMediaReply,
  type ExerciseMediaReply,
} from '../../../contracts/workouts';
import { EXERCISES } from '../../../src/modules/workouts';
import { ask, lastAnswer, type HttpAnswer } from './http';
import type { TravelWorld } from '../world';

export const CATALOGUE_IDS = EXERCISES.map((exercise) => exercise.id);

export async function askForDemo(world: TravelWorld, exerciseId: string): Promise<HttpAnswer> {
  return ask(world, `/api/exercise-media?id=${encodeURIComponent(exerciseId)}`);
}

export function demoOf(answer: HttpAnswer): ExerciseMediaReply {
  assert.equal(answer.status, 200, `the demo answered ${answer.status}: ${answer.text.slice(0, 300)}`);
  const parsed = ExerciseMediaReplySchema.safeParse(answer.json);
  assert.ok(parsed.success, `the demo breaks the contract: ${parsed.success ? '' : parsed.error.message}`);
  return parsed.data;
}

/** Puts a small real PNG where the app keeps exercise pictures (DATA_DIR/media/png). */
export async function plantPicture(world: TravelWorld, exerciseId: string): Promise<void> {
  if (!world.app) throw new Error('No app is running: tag the scenario @api');
  const folder = path.join(world.app.dataDir, 'media', 'png');
  await mkdir(folder, { recursive: true });
  await sharp({ create: { width: 32, height: 32, channels: 3, background: { r: 20, g: 140, b: 120 } } })
    .png()
    .toFile(path.join(folder, `${exerciseId}.png`));
}

export async function openMediaOverview(world: TravelWorld, token: string | undefined): Promise<HttpAnswer> {
  return ask(world, '/api/admin/media', token ? { headers: { authorization: `Bearer ${token}` } } : {});
}

export function mediaOverview(world: TravelWorld): AdminMediaReply {
  const answer = lastAnswer(world);
  assert.equal(answer.status, 200, `the media overview answered ${answer.status}: ${answer.text.slice(0, 300)}`);
  const parsed = AdminMediaReplySchema.safeParse(answer.json);
  assert.ok(parsed.success, `the media overview breaks the contract: ${parsed.success ? '' : parsed.error.message}`);
  return parsed.data;
}
