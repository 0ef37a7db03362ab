import { z } from 'zod';
import { EmailSchema } from '../accounts/accounts.schemas';
import { LocaleSchema, type Locale } from '../sdui/envelope.schema';

/**
 * The waitlist and its hotel-workouts guide (spec 2 §2 "Landing page", §7
 * `POST /api/waitlist`, spec 1 §3 "Waitlist entry"). The e-mail is checked by
 * the accounts' one e-mail rule.
 */
export const JoinWaitlistBodySchema = z.object({ email: EmailSchema }).strict();
export type JoinWaitlistBody = z.infer<typeof JoinWaitlistBodySchema>;

/** The language of the guide and of the confirmation e-mail (English unless Spanish). */
export const WaitlistQuerySchema = z.object({ lang: LocaleSchema.optional() }).strict();

/**
 * The same answer for a new address and for one already on the list (no one
 * learns who signed up): a thank-you and where to download the guide.
 */
export const JoinWaitlistReplySchema = z
  .object({
    success: z.literal(true),
    message: z.string().min(1),
    /** Path of the guide in the visitor's language, on this origin. */
    pdfUrl: z.string().startsWith('/api/guide/'),
  })
  .strict();
export type JoinWaitlistReply = z.infer<typeof JoinWaitlistReplySchema>;

/** The guide's address per language, and the name it is saved under. */
export const GUIDE_FILES = {
  en: { path: 'hotel-workouts-en.pdf', downloadName: 'TravelFit-hotel-workouts.pdf' },
  es: { path: 'hotel-workouts-es.pdf', downloadName: 'TravelFit-entrenamientos-hotel.pdf' },
} as const satisfies Record<Locale, { path: string; downloadName: string }>;

export const GuideFileSchema = z.enum([GUIDE_FILES.en.path, GUIDE_FILES.es.path]);
export type GuideFile = z.infer<typeof GuideFileSchema>;

export const guidePath = (locale: Locale): string => `/api/guide/${GUIDE_FILES[locale].path}`;

export const localeOfGuide = (file: GuideFile): Locale => (file === GUIDE_FILES.es.path ? 'es' : 'en');

/** The thank-you of `POST /api/waitlist` (English; the web shows its own translation). */
export const WAITLIST_JOINED_MESSAGE = 'Thanks for joining the waitlist! Your hotel workouts guide is on its way.';
