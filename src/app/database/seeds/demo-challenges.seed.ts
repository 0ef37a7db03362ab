import type { Seed } from './seed';

/**
 * The first set of group challenges, so the challenges screen is not empty on
 * a fresh install, in English with Spanish beside it. Fixed ids make the seed
 * idempotent: it inserts them once and never touches them again. From then
 * on the recurring challenges' job keeps challenges open (docs/adr/0038).
 */
export const DEMO_CHALLENGES = [
  {
    id: '6f1d0c52-4a43-4d8e-9d1f-0c0de0000001',
    title: 'Road Warrior Points Race',
    description: 'Earn 2,000 points before the season is out. Every workout on the road counts.',
    translations: {
      es: {
        title: 'Carrera de puntos del guerrero de la carretera',
        description: 'Gana 2.000 puntos antes de que acabe la temporada. Cuenta cada entrenamiento de viaje.',
      },
    },
    type: 'points_race',
    target_value: 2_000,
  },
  {
    id: '6f1d0c52-4a43-4d8e-9d1f-0c0de0000002',
    title: 'Seven-Day Streak Battle',
    description: 'Train every day for a week, wherever you wake up.',
    translations: {
      es: { title: 'Batalla de rachas de siete días', description: 'Entrena cada día durante una semana, despiertes donde despiertes.' },
    },
    type: 'streak_battle',
    target_value: 7,
  },
  {
    id: '6f1d0c52-4a43-4d8e-9d1f-0c0de0000003',
    title: 'Five-City Conquest',
    description: 'Work out in 5 different cities and claim them all.',
    translations: {
      es: { title: 'Conquista de cinco ciudades', description: 'Entrena en 5 ciudades distintas y conquístalas todas.' },
    },
    type: 'city_conquest',
    target_value: 5,
  },
] as const;

const DEMO_DURATION_DAYS = 90;

export const demoChallengesSeed: Seed = {
  name: 'demo-challenges',
  async run(trx) {
    const rows = DEMO_CHALLENGES.map(({ translations, ...challenge }) => ({
      ...challenge,
      translations: JSON.stringify(translations),
      start_date: trx.raw(`now() - interval '1 day'`),
      end_date: trx.raw(`now() + make_interval(days => ?)`, [DEMO_DURATION_DAYS]),
      max_participants: 100,
      status: 'active',
      created_by: null,
    }));
    await trx('group_challenges').insert(rows).onConflict('id').ignore();
  },
};
