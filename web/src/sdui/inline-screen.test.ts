import { afterEach, describe, expect, it } from 'vitest';
import { landingFixture } from '../features/landing/landing.fixture';
import { inlineScreen } from './inline-screen';

afterEach(() => document.body.replaceChildren());

describe('inlineScreen', () => {
  it('reads the landing screen the page carries, only in its own language', () => {
    const element = document.createElement('script');
    element.type = 'application/json';
    element.id = 'travelfit-inline-screen-landing';
    element.textContent = JSON.stringify(landingFixture);
    document.body.append(element);
    expect(inlineScreen('landing', 'en')).toEqual(landingFixture);
    expect(inlineScreen('landing', 'es')).toBeUndefined();
    expect(inlineScreen('profile', 'en')).toBeUndefined();
  });
});
