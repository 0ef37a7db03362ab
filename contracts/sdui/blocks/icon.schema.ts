import { z } from 'zod';

/** The icon set the client draws; blocks name icons, never send markup. */
export const IconSchema = z.enum([
  'bolt',
  'brain',
  'bed',
  'chart',
  'devices',
  'plane',
  'briefcase',
  'heart',
  'balance',
  'stretch',
  'moon',
  'clock',
  'pin',
  'sparkles',
  'shield',
  'check',
  'globe',
]);
export type Icon = z.infer<typeof IconSchema>;
