import { useId } from 'react';
import './bar-chart.css';

export interface Bar {
  key: string;
  label: string;
  value: number;
}

/**
 * Horizontal bars, each an SVG rectangle as long as its share of the largest
 * value, with its label and figure as text (docs/adr/0034-…: a handful of
 * bars does not need a chart library). The drawing is hidden from assistive
 * technology; a table with the same figures is read instead.
 */
export function BarChart({
  caption,
  columns,
  bars,
  formatValue = String,
}: {
  caption: string;
  columns: { label: string; value: string };
  bars: Bar[];
  formatValue?: (value: number) => string;
}) {
  const captionId = useId();
  const largest = Math.max(1, ...bars.map((bar) => bar.value));
  return (
    <figure className="bar-chart" aria-labelledby={captionId}>
      <div className="bar-chart__bars" aria-hidden="true">
        {bars.map((bar) => (
          <div key={bar.key} className="bar-chart__row">
            <span className="bar-chart__label">{bar.label}</span>
            <span className="bar-chart__value">{formatValue(bar.value)}</span>
            <svg className="bar-chart__bar" width="100%" height="12" focusable="false">
              <rect className="bar-chart__track" x="0" y="0" width="100%" height="12" rx="6" />
              <rect className="bar-chart__fill" x="0" y="0" width={`${(bar.value / largest) * 100}%`} height="12" rx="6" />
            </svg>
          </div>
        ))}
      </div>
      {/* A table box does not clip its content, so a wrapper hides it: a hidden table would otherwise widen a phone's page. */}
      <div className="visually-hidden">
        <table>
          <caption id={captionId}>{caption}</caption>
          <thead>
            <tr>
              <th scope="col">{columns.label}</th>
              <th scope="col">{columns.value}</th>
            </tr>
          </thead>
          <tbody>
            {bars.map((bar) => (
              <tr key={bar.key}>
                <th scope="row">{bar.label}</th>
                <td>{formatValue(bar.value)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
