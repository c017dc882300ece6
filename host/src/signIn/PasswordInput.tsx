// A password field with a show/hide button, as antd's Input.Password had.
import { useState } from 'react';

interface Props {
  id: string;
  name: string;
  autoComplete: string;
  /** The toggle's accessible name, in the page's language. */
  showLabel: string;
  /** The id of the message saying the field is missing, when it is. */
  errorId?: string;
  onInput?: () => void;
}

export function PasswordInput({ id, name, autoComplete, showLabel, errorId, onInput }: Props) {
  const [visible, setVisible] = useState(false);
  return (
    <span className="qg-password">
      <input
        id={id}
        className="qg-input"
        name={name}
        type={visible ? 'text' : 'password'}
        autoComplete={autoComplete}
        aria-required="true"
        aria-invalid={errorId ? true : undefined}
        aria-describedby={errorId}
        onInput={onInput}
      />
      <button
        type="button"
        className="qg-password__toggle"
        aria-label={showLabel}
        aria-pressed={visible}
        aria-controls={id}
        onClick={() => setVisible((shown) => !shown)}
      >
        <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
          <path
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
            d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12Z"
          />
          <circle cx="12" cy="12" r="3" fill="none" stroke="currentColor" strokeWidth="2" />
          {!visible && <path stroke="currentColor" strokeWidth="2" strokeLinecap="round" d="M4 4l16 16" />}
        </svg>
      </button>
    </span>
  );
}
