import { z } from 'zod';

/**
 * Exercise demos (spec 2, DECISIONS.md "Media and audio"). The project draws
 * its own: a `LOCAL_SEQUENCE` is a stick figure animated between keyframes,
 * made from data in the repo and tagged "Custom". GIF or PNG files under
 * `/media/gifs` and `/media/png` win when they are present.
 */
export const MEDIA_TYPES = ['GIF', 'PNG', 'LOCAL_SEQUENCE'] as const;
export const MediaTypeSchema = z.enum(MEDIA_TYPES);
export type MediaType = z.infer<typeof MediaTypeSchema>;

/** A point in the figure's 100 × 100 box (y grows downwards). */
const PointSchema = z.tuple([z.number().min(-20).max(120), z.number().min(-20).max(120)]);

/** The joints of the stick figure, one pose. */
export const PoseSchema = z
  .object({
    head: PointSchema,
    neck: PointSchema,
    hip: PointSchema,
    leftElbow: PointSchema,
    leftHand: PointSchema,
    rightElbow: PointSchema,
    rightHand: PointSchema,
    leftKnee: PointSchema,
    leftFoot: PointSchema,
    rightKnee: PointSchema,
    rightFoot: PointSchema,
  })
  .strict();
export type Pose = z.infer<typeof PoseSchema>;

/** Keyframes played in a loop, each held then eased into the next over `durationMs` for the whole loop. */
export const DemoSequenceSchema = z
  .object({
    durationMs: z.number().int().min(400).max(20_000),
    /** What the floor line and props show: a chair for seated moves, a wall, a band. */
    props: z.array(z.enum(['floor', 'chair', 'wall', 'band', 'dumbbell'])).max(3),
    frames: z.array(PoseSchema).min(2).max(12),
  })
  .strict();
export type DemoSequence = z.infer<typeof DemoSequenceSchema>;

/** `GET /api/exercise-media?id=` (or `?url=`): how to show one exercise's demo. */
export const ExerciseMediaReplySchema = z
  .object({
    id: z.string(),
    type: MediaTypeSchema,
    /** Tag shown on the demo: "Custom" for the project's own sequences. */
    tag: z.enum(['Custom', 'Media']),
    /** Address of the GIF/PNG file when `type` is GIF or PNG. */
    url: z.string().nullable(),
    /** The animation when `type` is LOCAL_SEQUENCE. */
    sequence: DemoSequenceSchema.nullable(),
    alt: z.string(),
  })
  .strict();
export type ExerciseMediaReply = z.infer<typeof ExerciseMediaReplySchema>;

/** `/admin/media`: every exercise with what it has. */
export const AdminMediaReplySchema = z
  .object({
    counts: z.object({ withMedia: z.number().int(), missing: z.number().int(), total: z.number().int() }).strict(),
    /** True when some exercise has neither a file nor a sequence: the page shows the `npm run media:pull` hint. */
    showPullHint: z.boolean(),
    exercises: z.array(
      z
        .object({
          id: z.string(),
          name: z.string(),
          type: z.enum(['GIF', 'PNG', 'None', 'Missing']),
          custom: z.boolean(),
          url: z.string().nullable(),
        })
        .strict(),
    ),
  })
  .strict();
export type AdminMediaReply = z.infer<typeof AdminMediaReplySchema>;
