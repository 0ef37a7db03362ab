import type { FitnessGoal, Gender, UnitSystem } from '../../../../contracts/accounts';
import type { ProfileFields, Registration, StoredAccountType, UserRecord } from '../domain/user';

/** A `users` row as pg returns it (numeric weight already a number, see src/app/database/knex.ts). */
export interface UserRow {
  id: string;
  username: string | null;
  email: string | null;
  password_hash: string | null;
  device_id: string | null;
  name: string | null;
  age: number | null;
  height_cm: number | null;
  weight_kg: number | string | null;
  fitness_goal: FitnessGoal | null;
  avatar_url: string | null;
  gender: Gender | null;
  unit_system: UnitSystem;
  account_type: StoredAccountType;
  created_at: Date;
  updated_at: Date;
}

/** Columns read for a user: never `select *`, so other modules' columns (provider ids) stay out. */
export const USER_COLUMNS = [
  'id',
  'username',
  'email',
  'password_hash',
  'device_id',
  'name',
  'age',
  'height_cm',
  'weight_kg',
  'fitness_goal',
  'avatar_url',
  'gender',
  'unit_system',
  'account_type',
  'created_at',
  'updated_at',
] as const;

export function toUserRecord(row: UserRow): UserRecord {
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    passwordHash: row.password_hash,
    deviceId: row.device_id,
    name: row.name,
    age: row.age,
    heightCm: row.height_cm,
    weightKg: row.weight_kg === null ? null : Number(row.weight_kg),
    fitnessGoal: row.fitness_goal,
    avatarUrl: row.avatar_url,
    gender: row.gender,
    unitSystem: row.unit_system,
    accountType: row.account_type,
    createdAt: new Date(row.created_at),
    updatedAt: new Date(row.updated_at),
  };
}

/** The columns of the given profile fields only: an absent field is left as it is. */
export function profileColumns(fields: ProfileFields): Record<string, unknown> {
  const columns: Record<string, unknown> = {};
  if (fields.name !== undefined) columns.name = fields.name;
  if (fields.age !== undefined) columns.age = fields.age;
  if (fields.heightCm !== undefined) columns.height_cm = fields.heightCm;
  if (fields.weightKg !== undefined) columns.weight_kg = fields.weightKg;
  if (fields.gender !== undefined) columns.gender = fields.gender;
  if (fields.fitnessGoal !== undefined) columns.fitness_goal = fields.fitnessGoal;
  if (fields.unitSystem !== undefined) columns.unit_system = fields.unitSystem;
  return columns;
}

export function registrationColumns(registration: Registration): Record<string, unknown> {
  return {
    ...profileColumns(registration),
    username: registration.username,
    email: registration.email,
    password_hash: registration.passwordHash,
    account_type: 'registered',
  };
}
