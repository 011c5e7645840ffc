import { useId, type ComponentProps, type ReactNode } from 'react';
import './checkbox.css';

export interface CheckboxProps extends Omit<ComponentProps<'input'>, 'type'> {
  label: ReactNode;
  error?: string;
}

/** The whole row is the label, so the touch target is the row's 44 px height, not the 24 px box. */
export function Checkbox({ label, error, id, className = '', ...input }: CheckboxProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const errorId = `${inputId}-error`;
  return (
    <div className={`checkbox ${className}`.trim()}>
      <label className="checkbox__row" htmlFor={inputId}>
        <input
          id={inputId}
          type="checkbox"
          className="checkbox__input"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          {...input}
        />
        <span>{label}</span>
      </label>
      {error ? (
        <p id={errorId} className="checkbox__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
