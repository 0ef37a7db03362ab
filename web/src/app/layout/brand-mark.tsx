/** The logo mark: a flight path ending at a warm dot. Decorative; the link carries the name. */
export function BrandMark() {
  return (
    <svg className="brand__mark" width="34" height="34" viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      <rect width="64" height="64" rx="16" className="brand__mark-bg" />
      <path d="M14 40 L50 22 L44 44 L34 38 L28 48 L26 36 Z" className="brand__mark-plane" />
      <circle cx="47" cy="46" r="5" className="brand__mark-dot" />
    </svg>
  );
}
