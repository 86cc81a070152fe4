import { type InputHTMLAttributes, useEffect, useState } from 'react';

type DraftInputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'onBlur'> & {
  value: string;
  /** Called once the traveller leaves the field or presses Enter, not on every key. */
  onCommit: (value: string) => void;
};

/**
 * A text field whose value reaches the booking only when finished: a card or MAN number is checked with the
 * company, and a half-typed number would be refused (and asked about) at every key.
 */
export function DraftInput({ value, onCommit, ...props }: DraftInputProps) {
  const [draft, setDraft] = useState(value);
  useEffect(() => setDraft(value), [value]);
  const commit = () => {
    if (draft !== value) onCommit(draft);
  };
  return (
    <input
      {...props}
      value={draft}
      onChange={(event) => setDraft(event.target.value)}
      onBlur={commit}
      onKeyDown={(event) => {
        if (event.key === 'Enter') {
          event.preventDefault();
          commit();
        }
      }}
    />
  );
}
