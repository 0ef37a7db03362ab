/**
 * The screens module composes server-driven screens (SDUI protocol 1) from the
 * other modules' facades. Its only public door.
 */
export { screensModule } from './screens.module';
export { createScreens, type Screens, type ScreensDeps } from './create-screens';
export type { ScreenDefinition, BlockDefinition, SectionDefinition, ComposeContext } from './application/screen-definition';
