/**
 * The wheelchair symbol beside the words "Accessible cabin" (decision 0090): the words say it, the symbol
 * only helps the eye find it, so it is hidden from screen readers.
 */
export function AccessibleIcon() {
  return (
    <svg
      className="accessible-icon"
      viewBox="0 0 24 24"
      width="16"
      height="16"
      aria-hidden="true"
      focusable="false"
    >
      <circle cx="11" cy="3.5" r="2" fill="currentColor" />
      <path
        d="M10 7v6h5.5l3 6M10 10h5"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <path
        d="M7.5 10.5a5.5 5.5 0 1 0 7.2 7.5"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
      />
    </svg>
  );
}
