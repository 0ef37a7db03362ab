/**
 * How shared pages name a traveller (DECISIONS.md "Public ids", spec 2 §9):
 * `Traveler-` and the last four characters of their public id, the user's
 * uuid (for a device, a hash of it: it reveals nothing of the device id).
 */
export function travellerLabel(publicId: string): string {
  return `Traveler-${publicId.slice(-4)}`;
}
