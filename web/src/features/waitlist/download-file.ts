/**
 * Saves a same-origin file the way a click on a download link does: the
 * server's `Content-Disposition` names it (TravelFit-hotel-workouts.pdf).
 */
export function downloadFile(href: string): void {
  const link = document.createElement('a');
  link.href = href;
  link.download = '';
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
}
