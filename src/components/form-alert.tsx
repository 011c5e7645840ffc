import type { ReactNode } from 'react';
import { Button } from './button';
import './account-form.css';

/** A refusal of the whole form; it appears with role="alert" so it is announced at once. */
export function FormAlert({ problem }: { problem: string | null }) {
  if (!problem) return null;
  return (
    <p className="account-alert" role="alert">
      {problem}
    </p>
  );
}

export interface FormSubmitProps {
  problem: string | null;
  disabled: boolean;
  /** The request is under way: the button says so to assistive technology as well as being disabled. */
  busy: boolean;
  children: ReactNode;
}

/** The end of an account form: its refusal right above the button that sends it again. */
export function FormSubmit({ problem, disabled, busy, children }: FormSubmitProps) {
  return (
    <>
      <FormAlert problem={problem} />
      <Button type="submit" block disabled={disabled} aria-busy={busy}>
        {children}
      </Button>
    </>
  );
}
