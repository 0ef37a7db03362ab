/**
 * Where an exercise's demo will play. The animated demos arrive with the
 * exercise-media work (spec 2 §4 "Media fallback" ends on a placeholder
 * image); until then every card shows this neutral figure, named for the
 * exercise so a screen reader says what it stands for.
 */
export function DemoPlaceholder({ label }: { label: string }) {
  return (
    <div className="demo-placeholder">
      <svg viewBox="0 0 120 90" role="img" aria-label={label} focusable="false" className="demo-placeholder__art">
        <rect x="0" y="0" width="120" height="90" rx="10" className="demo-placeholder__bg" />
        <path d="M14 74h92" className="demo-placeholder__floor" />
        <circle cx="60" cy="22" r="7" className="demo-placeholder__figure" />
        <path
          d="M60 30v22M60 36l-14 8M60 36l14 8M60 52l-10 20M60 52l10 20"
          className="demo-placeholder__figure demo-placeholder__limbs"
        />
      </svg>
    </div>
  );
}
