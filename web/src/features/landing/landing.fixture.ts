import { ScreenEnvelopeSchema, type ScreenEnvelope } from '../../../../contracts/sdui/envelope.schema';
import englishGolden from '../../../../contracts/sdui/golden/landing.en.json';
import spanishGolden from '../../../../contracts/sdui/golden/landing.es.json';

/** The landing page as the server composes it (`npm run sdui:golden` refreshes the files). */
export const landingFixture: ScreenEnvelope = ScreenEnvelopeSchema.parse(englishGolden);
export const spanishLandingFixture: ScreenEnvelope = ScreenEnvelopeSchema.parse(spanishGolden);
