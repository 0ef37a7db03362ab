import type { Locale } from '../sdui/envelope.schema';
import type { Messages } from './index';
import reminderMailEn from './en/reminder-mail.json';
import reminderMailEs from './es/reminder-mail.json';

/** Copy of the e-mails the server writes (the trial reminder); never shipped to the browser bundle. */
export const mailMessages: Record<Locale, Messages> = { en: reminderMailEn, es: reminderMailEs };
