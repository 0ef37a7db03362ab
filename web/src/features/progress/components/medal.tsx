import { useIntl } from 'react-intl';

/** A rank as "#4" on screen and "Rank 4" to assistive technology. */
export function Rank({ rank, className }: { rank: number; className?: string }) {
  const intl = useIntl();
  return (
    <span className={className}>
      <span aria-hidden="true">{intl.formatMessage({ id: 'progress.rank' }, { rank })}</span>
      <span className="visually-hidden">{intl.formatMessage({ id: 'progress.rank.label' }, { rank })}</span>
    </span>
  );
}

/** A gold, silver or bronze medal for ranks 1 to 3 (spec 2 §2); any other rank as a number. */
export function Medal({ rank }: { rank: number }) {
  const intl = useIntl();
  if (rank > 3) return <Rank rank={rank} className="progress-medal" />;
  return (
    <span className={`progress-medal progress-medal--${rank}`} role="img" aria-label={intl.formatMessage({ id: `progress.medal.${rank}` })}>
      {rank}
    </span>
  );
}
