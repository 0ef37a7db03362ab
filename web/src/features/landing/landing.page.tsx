import { ScreenView } from '../../sdui/screen-view';

/** `/`: the server-driven landing screen under the app's navigation. */
export default function LandingPage() {
  return <ScreenView screenId="landing" />;
}
