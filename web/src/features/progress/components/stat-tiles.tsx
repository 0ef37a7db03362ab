import type { ReactNode } from 'react';

export interface StatTile {
  key: string;
  label: string;
  value: ReactNode;
  hint?: string;
}

/** Headline numbers with their labels, as a description list. */
export function StatTiles({ label, tiles }: { label: string; tiles: StatTile[] }) {
  return (
    <dl className="progress-tiles" aria-label={label}>
      {tiles.map((tile) => (
        <div key={tile.key} className="progress-tile">
          <dt className="progress-tile__label">{tile.label}</dt>
          <dd className="progress-tile__value">{tile.value}</dd>
          {tile.hint ? <dd className="progress-tile__hint">{tile.hint}</dd> : null}
        </div>
      ))}
    </dl>
  );
}
