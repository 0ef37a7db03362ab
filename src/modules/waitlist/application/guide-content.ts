import { guideMessages } from '../../../../contracts/i18n/guide-messages';
import type { Locale } from '../../../../contracts/sdui';
import { GENERATOR_TIMING, type DemoSequence } from '../../../../contracts/workouts';
import { FormatjsTranslator } from '../../../shared/i18n';
import type { ExerciseGuideNotes, PlanSessionRequest, PlanSessionWorkout } from '../../workouts';

/** The workouts module's session designer and its notes on a move (tips and demo), as the guide uses them. */
export interface GuideCatalogue {
  design(request: PlanSessionRequest, locale: Locale): PlanSessionWorkout;
  notes(exerciseId: string, locale: Locale): ExerciseGuideNotes | undefined;
}

export interface GuideExercise {
  name: string;
  /** "3 sets · 10 reps each side". */
  dose: string;
  instructions: string[];
  tips: string[];
  demo: DemoSequence;
}

export interface GuideWorkout {
  place: GuidePlace;
  label: string;
  title: string;
  intro: string;
  /** "15 minutes · 4 exercises". */
  summary: string;
  exercises: GuideExercise[];
}

/** Everything the guide prints, already in its language: the renderer only lays it out. */
export interface GuideContent {
  locale: Locale;
  text: {
    fileTitle: string;
    coverEyebrow: string;
    coverTitle: string;
    coverSubtitle: string;
    coverInside: string;
    coverMade: string;
    howTitle: string;
    howSteps: string[];
    safetyTitle: string;
    safetyBody: string;
    moreTitle: string;
    moreBody: string;
    tip: string;
    footer: string;
  };
  workouts: GuideWorkout[];
}

export const GUIDE_PLACES = ['hotel', 'airport', 'office'] as const;
export type GuidePlace = (typeof GUIDE_PLACES)[number];

/**
 * The three ready workouts: the generator's engine over the catalogue with a
 * fixed seed, so the guide is the same until the catalogue or the engine
 * changes. Beginner level, bodyweight only; the hotel room is quiet (thin
 * walls), the gate and the office need no change of clothes.
 */
const SESSIONS: Record<GuidePlace, PlanSessionRequest> = {
  hotel: session('hotel_room', 15, { quiet: true, noSweat: false }),
  airport: session('airport', 10, { quiet: true, noSweat: true }),
  office: session('office', 10, { quiet: true, noSweat: true }),
};

function session(place: PlanSessionRequest['place'], minutes: number, modes: { quiet: boolean; noSweat: boolean }): PlanSessionRequest {
  return {
    place,
    minutes,
    level: 'beginner',
    goal: 'general_fitness',
    equipment: ['none'],
    ...modes,
    lighter: false,
    volumeShift: 0,
    seed: `travelfit-guide-${place}`,
  };
}

const messages = new FormatjsTranslator(guideMessages);

/** The guide's content in `locale`, from the catalogue (pure: the same catalogue gives the same content). */
export function guideContent(catalogue: GuideCatalogue, locale: Locale, tryFreeLink: string): GuideContent {
  const t = (key: string, values?: Record<string, string | number>) => messages.t(locale, `guide.${key}`, values);
  const workouts = GUIDE_PLACES.map((place, index): GuideWorkout => {
    const plan = catalogue.design(SESSIONS[place], locale);
    const items = plan.blocks.flatMap((block) => block.items);
    return {
      place,
      label: t('workout.label', { number: index + 1 }),
      title: t(`workout.${place}.title`),
      intro: t(`workout.${place}.intro`),
      summary: `${t('workout.minutes', { minutes: plan.durationMinutes })} · ${t('workout.exercises', { count: items.length })}`,
      exercises: items.map((item) => {
        const notes = catalogue.notes(item.id, locale);
        if (!notes) throw new Error(`The catalogue has no notes for "${item.id}"`);
        const amount = item.reps === null ? t('exercise.seconds', { seconds: item.seconds }) : t('exercise.reps', { reps: item.reps });
        const dose = [t('exercise.sets', { sets: item.sets }), item.perSide ? `${amount} ${t('exercise.perSide')}` : amount].join(' · ');
        return { name: item.name, dose, instructions: item.instructions, tips: notes.tips, demo: notes.demo };
      }),
    };
  });
  return {
    locale,
    text: {
      fileTitle: t('file.title'),
      coverEyebrow: t('cover.eyebrow'),
      coverTitle: t('cover.title'),
      coverSubtitle: t('cover.subtitle'),
      coverInside: t('cover.inside'),
      coverMade: t('cover.made'),
      howTitle: t('how.title'),
      howSteps: [
        t('how.step1'),
        t('how.step2'),
        t('how.step3', { setRest: GENERATOR_TIMING.setRestSeconds, exerciseRest: GENERATOR_TIMING.exerciseRestSeconds.beginner }),
        t('how.step4'),
        t('how.step5'),
      ],
      safetyTitle: t('how.safety.title'),
      safetyBody: t('how.safety.body'),
      moreTitle: t('how.more.title'),
      moreBody: t('how.more.body', { link: tryFreeLink }),
      tip: t('exercise.tip'),
      footer: t('footer'),
    },
    workouts,
  };
}
