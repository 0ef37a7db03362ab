import { useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useExerciseMedia } from './api/exercise-media.api';
import { MediaMessages } from './media-messages';
import { SequencePlayer } from './sequence-player';
import './exercise-demo.css';

/** A 1 × 1 transparent GIF: what an image that fails to load turns into (spec 2 §4). */
export const BLANK_IMAGE = 'data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7';

export interface ExerciseDemoProps {
  /** The exercise's media id (a workout block's `animationId`). */
  id: string;
  /** The direct media address, tried first when known. */
  gifUrl?: string | null;
  name: string;
  /** Show the first frame only (lists of many previews). */
  still?: boolean;
}

/**
 * An exercise's demo, following spec 2 §4 "Media fallback": the direct media
 * address first, then the demo the server has for the exercise id (a file or
 * the project's own stick-figure sequence, tagged Custom), then a placeholder
 * image. An image that fails to load shows a blank image.
 */
export function ExerciseDemo(props: ExerciseDemoProps) {
  return (
    <MediaMessages>
      <Demo {...props} />
    </MediaMessages>
  );
}

function Demo({ id, gifUrl, name, still = false }: ExerciseDemoProps) {
  const intl = useIntl();
  const [directFailed, setDirectFailed] = useState(false);
  const direct = gifUrl && !directFailed ? gifUrl : null;
  const media = useExerciseMedia(id, direct === null);
  const alt = intl.formatMessage({ id: 'media.demo.alt' }, { name });

  if (direct !== null) {
    return (
      <Frame>
        <img src={direct} alt={alt} className="exercise-demo__image" loading="lazy" onError={() => setDirectFailed(true)} />
      </Frame>
    );
  }
  if (media.isPending) return <Placeholder label={alt} busy />;
  const reply = media.data;
  if (!reply) return <Placeholder label={intl.formatMessage({ id: 'media.demo.placeholder' }, { name })} />;

  const label = reply.alt.trim() || alt;
  // The Custom tag of the reply is the administrators' business (spec 2 §2, /admin/media): travellers never see it.
  if (reply.type === 'LOCAL_SEQUENCE' && reply.sequence) {
    return (
      <Frame>
        <div role="img" aria-label={label} className="exercise-demo__art">
          <SequencePlayer sequence={reply.sequence} still={still} />
        </div>
      </Frame>
    );
  }
  if (reply.url) {
    return (
      <Frame>
        <FileImage key={reply.url} src={reply.url} alt={label} />
      </Frame>
    );
  }
  return <Placeholder label={intl.formatMessage({ id: 'media.demo.placeholder' }, { name })} />;
}

/** A GIF or PNG that turns blank, rather than broken, when it cannot be loaded. */
function FileImage({ src, alt }: { src: string; alt: string }) {
  const [failed, setFailed] = useState(false);
  return (
    <img
      src={failed ? BLANK_IMAGE : src}
      alt={alt}
      className="exercise-demo__image"
      loading="lazy"
      data-blank={failed ? 'true' : undefined}
      onError={() => setFailed(true)}
    />
  );
}

function Frame({ children }: { children: ReactNode }) {
  return <div className="exercise-demo">{children}</div>;
}

/** The last step of the fallback: a neutral figure named for the exercise. */
function Placeholder({ label, busy = false }: { label: string; busy?: boolean }) {
  return (
    <div className="exercise-demo exercise-demo--placeholder" aria-busy={busy || undefined}>
      <svg viewBox="0 0 100 100" role="img" aria-label={label} focusable="false" className="exercise-demo__art stick-figure">
        <line x1="4" y1="96" x2="96" y2="96" className="stick-figure__floor" />
        <g className="stick-figure__body">
          <path d="M50 30v30M50 36l-14 12M50 36l14 12M50 60l-10 36M50 60l10 36" />
        </g>
        <circle cx="50" cy="21" r="6" className="stick-figure__head" />
      </svg>
    </div>
  );
}
