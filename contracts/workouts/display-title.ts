/** A leading "Travel Reset" (with what separates it from the rest of the title). */
const TRAVEL_RESET = /^\s*travel\s+reset\b[\s:·–—-]*/i;
/** "20-Minute", "20 min", "15 minutos"… anywhere in the title. */
const MINUTE_COUNT = /\s*\b\d+\s*-?\s*(?:minutes?|mins?|minutos?)\b\.?[\s:·–—-]*/gi;

/** "( )" or "[]" left where a minute count was. */
const EMPTY_BRACKETS = /[([]\s*[)\]]/g;

/**
 * The title without what the display title adds itself (spec 2 §3 "Workout
 * display title"): a leading "Travel Reset" and any embedded minute count.
 * Empty when nothing is left, so the caller can use the default title. The
 * server's generator and the web's quick flight both build their display
 * titles ('{total_minutes}-Minute {title}', `generator-plan.display-title`)
 * from it.
 */
export function bareTitle(title: string): string {
  return title.replace(TRAVEL_RESET, '').replace(MINUTE_COUNT, ' ').replace(EMPTY_BRACKETS, '').replace(/\s+/g, ' ').trim();
}
