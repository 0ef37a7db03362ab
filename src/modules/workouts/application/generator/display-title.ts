/** A leading "Travel Reset" (with what separates it from the rest of the title). */
const TRAVEL_RESET = /^\s*travel\s+reset\b[\s:·–—-]*/i;
/** "20-Minute", "20 min", "15 minutos"… anywhere in the title. */
const MINUTE_COUNT = /\s*\b\d+\s*-?\s*(?:minutes?|mins?|minutos?)\b\.?[\s:·–—-]*/gi;

/** "( )" or "[]" left where a minute count was. */
const EMPTY_BRACKETS = /[([]\s*[)\]]/g;

/**
 * The title without what the display title adds itself (spec 2 §3 "Workout
 * display title"): a leading "Travel Reset" and any embedded minute count.
 * Empty when nothing is left, so the caller can use the default title.
 */
export function bareTitle(title: string): string {
  return title.replace(TRAVEL_RESET, '').replace(MINUTE_COUNT, ' ').replace(EMPTY_BRACKETS, '').replace(/\s+/g, ' ').trim();
}

/**
 * '{total_minutes}-Minute {title}' in the traveller's language, with the
 * default title ('Hotel Room Full Body Workout') when the plan's says nothing
 * once cleaned.
 */
export function displayTitle(
  title: string,
  minutes: number,
  t: (key: 'generator-plan.display-title' | 'generator-plan.default-title', values?: Record<string, string | number>) => string,
): string {
  const bare = bareTitle(title) || t('generator-plan.default-title');
  return t('generator-plan.display-title', { minutes, title: bare });
}
