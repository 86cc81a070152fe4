import { useId } from 'react';

/**
 * A short label that explains itself (spec §2 tooltips): a button reachable by keyboard, the explanation
 * shown on hover and focus and read by screen readers as the button's description.
 */
export function TipButton({
  label,
  tip,
  className,
}: {
  label: React.ReactNode;
  tip: string;
  className: string;
}) {
  const id = useId();
  return (
    <>
      <button type="button" className={className} aria-describedby={id}>
        {label}
      </button>
      <span role="tooltip" id={id} className="tooltip">
        {tip}
      </span>
    </>
  );
}
