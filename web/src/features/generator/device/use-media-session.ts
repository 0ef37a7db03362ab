import { useEffect } from 'react';

/**
 * The lock screen and the headset's buttons (Media Session API, where the
 * browser has it): the exercise's name, and play/pause driving the workout.
 * The session is only claimed while a workout is on screen.
 */
export function useMediaSession(
  session: { title: string; artist: string; running: boolean } | null,
  onPlay: () => void,
  onPause: () => void,
): void {
  const title = session?.title;
  const artist = session?.artist;
  const running = session?.running;

  useEffect(() => {
    const media = globalThis.navigator?.mediaSession;
    if (!media || title === undefined) return;
    const Metadata = (globalThis as { MediaMetadata?: typeof MediaMetadata }).MediaMetadata;
    if (Metadata) media.metadata = new Metadata({ title, artist });
    return () => {
      media.metadata = null;
    };
  }, [title, artist]);

  useEffect(() => {
    const media = globalThis.navigator?.mediaSession;
    if (!media || running === undefined) return;
    media.playbackState = running ? 'playing' : 'paused';
    try {
      media.setActionHandler('play', onPlay);
      media.setActionHandler('pause', onPause);
    } catch {
      /* an action this browser does not know */
    }
    return () => {
      media.playbackState = 'none';
      try {
        media.setActionHandler('play', null);
        media.setActionHandler('pause', null);
      } catch {
        /* as above */
      }
    };
  }, [running, onPlay, onPause]);
}
