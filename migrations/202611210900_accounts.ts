import type { Knex } from 'knex';

/**
 * Accounts: users (anonymous and registered), server-side sessions, password
 * reset tokens and the shared rate-limit buckets used by login/register/reset.
 *
 * Spec 1 §3 "User" and §5 (validation). The database holds the widest range the
 * spec allows anywhere (the profile form's height 50–300); the contracts hold the
 * tighter register rule (100–250). E-mail and username are unique
 * case-insensitively (unique indexes on lower(...)).
 *
 * The spec lists "password reset token and its expiry" on the user; they live in
 * `password_reset_tokens` instead (hashed, single use, several may be pending).
 */

const GENDERS = ['male', 'female', 'non_binary', 'prefer_not_to_say'] as const;
const UNIT_SYSTEMS = ['metric', 'imperial'] as const;
const FITNESS_GOALS = ['weight_loss', 'muscle_gain', 'endurance', 'strength', 'general_fitness', 'flexibility'] as const;
const ACCOUNT_TYPES = ['anonymous', 'registered', 'pro'] as const;
const SUBSCRIPTION_STATUSES = ['none', 'active', 'canceled', 'expired', 'trial'] as const;

export async function up(knex: Knex): Promise<void> {
  // One trigger function for every table with an updated_at column.
  await knex.raw(`
    create or replace function set_updated_at() returns trigger
    language plpgsql as $$
    begin
      new.updated_at = now();
      return new;
    end
    $$`);

  await knex.schema.createTable('users', (t) => {
    t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    t.text('username').nullable();
    t.text('email').nullable();
    t.text('password_hash').nullable();
    t.text('device_id').nullable().unique({ indexName: 'users_device_id_unique' });
    t.text('name').nullable();
    t.integer('age').nullable().checkBetween([13, 100], 'users_age_range');
    t.integer('height_cm').nullable().checkBetween([50, 300], 'users_height_cm_range');
    t.decimal('weight_kg', 5, 1).nullable().checkBetween([30, 300], 'users_weight_kg_range');
    t.text('fitness_goal')
      .nullable()
      .checkIn([...FITNESS_GOALS], 'users_fitness_goal_valid');
    t.text('avatar_url').nullable();
    t.text('gender')
      .nullable()
      .checkIn([...GENDERS], 'users_gender_valid');
    t.text('unit_system')
      .notNullable()
      .defaultTo('metric')
      .checkIn([...UNIT_SYSTEMS], 'users_unit_system_valid');
    t.text('account_type')
      .notNullable()
      .defaultTo('anonymous')
      .checkIn([...ACCOUNT_TYPES], 'users_account_type_valid');
    t.text('subscription_status')
      .notNullable()
      .defaultTo('none')
      .checkIn([...SUBSCRIPTION_STATUSES], 'users_subscription_status_valid');
    t.timestamp('trial_ends_at', { useTz: true }).nullable();
    t.text('stripe_customer_id').nullable().unique({ indexName: 'users_stripe_customer_id_unique' });
    t.text('stripe_subscription_id').nullable();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());

    t.check(`username ~ '^[A-Za-z0-9_]{3,20}$'`, [], 'users_username_format');
    t.check(`char_length(email) <= 254 and position('@' in email) > 1`, [], 'users_email_format');
    t.check(`char_length(name) between 1 and 100`, [], 'users_name_length');
    t.check(`device_id ~ '^[A-Za-z0-9_-]{8,64}$'`, [], 'users_device_id_format');
    // A registered (or pro) account can always sign in; an anonymous one is known by its device.
    t.check(`account_type = 'anonymous' or (email is not null and password_hash is not null)`, [], 'users_registered_has_credentials');
    t.check(`account_type <> 'anonymous' or device_id is not null`, [], 'users_anonymous_has_device');
  });
  await knex.raw('create unique index users_email_lower_unique on users (lower(email))');
  await knex.raw('create unique index users_username_lower_unique on users (lower(username))');
  await knex.raw('create trigger users_set_updated_at before update on users for each row execute function set_updated_at()');

  await knex.schema.createTable('auth_sessions', (t) => {
    t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    t.uuid('user_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
    t.text('token_hash').notNullable().unique({ indexName: 'auth_sessions_token_hash_unique' });
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('last_used_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('expires_at', { useTz: true }).notNullable();
    t.timestamp('revoked_at', { useTz: true }).nullable();
    t.text('user_agent').nullable();
    t.index(['user_id'], 'auth_sessions_user_id_index');
  });

  await knex.schema.createTable('password_reset_tokens', (t) => {
    t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    t.uuid('user_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
    t.text('token_hash').notNullable().unique({ indexName: 'password_reset_tokens_token_hash_unique' });
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('expires_at', { useTz: true }).notNullable();
    t.timestamp('used_at', { useTz: true }).nullable();
    t.index(['user_id'], 'password_reset_tokens_user_id_index');
  });

  // Fixed-window counters shared by all processes (per account, per IP…):
  // `insert … on conflict (key, window_start) do update set count = count + 1 returning count`.
  await knex.schema.createTable('rate_limit_buckets', (t) => {
    t.text('key').notNullable();
    t.timestamp('window_start', { useTz: true }).notNullable();
    t.integer('count').notNullable().defaultTo(0);
    t.primary(['key', 'window_start'], { constraintName: 'rate_limit_buckets_pkey' });
    t.index(['window_start'], 'rate_limit_buckets_window_start_index');
    t.check('count >= 0', [], 'rate_limit_buckets_count_non_negative');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('rate_limit_buckets');
  await knex.schema.dropTableIfExists('password_reset_tokens');
  await knex.schema.dropTableIfExists('auth_sessions');
  await knex.schema.dropTableIfExists('users');
  await knex.raw('drop function if exists set_updated_at()');
}
