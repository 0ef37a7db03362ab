import type { GuideContent } from '../guide-content';

/** Lays the guide's content out as a PDF. The same content gives the same bytes (no clock, no random ids). */
export interface GuideRenderer {
  render(content: GuideContent): Promise<Buffer>;
}
