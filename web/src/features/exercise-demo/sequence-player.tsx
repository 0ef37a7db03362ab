import { useEffect, useRef, useState, type RefObject } from 'react';
import type { DemoSequence } from '../../../../contracts/workouts/exercise-media.schemas';
import { poseAt } from './pose';
import { StickFigure } from './stick-figure';

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia(REDUCED_MOTION).matches;
}

/** Follows the reader's motion setting, also when it changes while the page is open. */
function useReducedMotion(): boolean {
  const [reduced, setReduced] = useState(prefersReducedMotion);
  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return;
    const query = window.matchMedia(REDUCED_MOTION);
    const onChange = () => setReduced(query.matches);
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, []);
  return reduced;
}

/** Whether the element is on screen; assumed so where IntersectionObserver is missing. */
function useOnScreen(ref: RefObject<Element | null>): boolean {
  const [visible, setVisible] = useState(true);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver !== 'function') return;
    const observer = new IntersectionObserver((entries) => {
      const entry = entries[entries.length - 1];
      if (entry) setVisible(entry.isIntersecting);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return visible;
}

/**
 * Plays a keyframe sequence in a loop with requestAnimationFrame. It stands
 * still on the first frame when the reader asks for reduced motion, when
 * `still` is set (lists of many previews) and while off screen, so a long
 * workout does not animate cards nobody sees.
 */
export function SequencePlayer({ sequence, still = false }: { sequence: DemoSequence; still?: boolean }) {
  const holder = useRef<HTMLDivElement>(null);
  const reduced = useReducedMotion();
  const onScreen = useOnScreen(holder);
  const playing = !still && !reduced && onScreen;
  const [elapsed, setElapsed] = useState(0);
  // Where the loop was when it last stopped, so it resumes there rather than jumping.
  const resumeAt = useRef(0);

  useEffect(() => {
    if (!playing) return;
    let frame = 0;
    let start: number | undefined;
    const tick = (now: number) => {
      start ??= now - resumeAt.current;
      resumeAt.current = (now - start) % sequence.durationMs;
      setElapsed(resumeAt.current);
      frame = requestAnimationFrame(tick);
    };
    frame = requestAnimationFrame(tick);
    return () => cancelAnimationFrame(frame);
  }, [playing, sequence]);

  const pose = poseAt(sequence, playing ? elapsed : 0);
  return (
    <div ref={holder} className="exercise-demo__sequence" data-playing={playing ? 'true' : 'false'}>
      <StickFigure pose={pose} props={sequence.props} />
    </div>
  );
}
