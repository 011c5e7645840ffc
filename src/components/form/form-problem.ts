/** A refusal of the whole form: plain words, or words with the details a sign-in provider gives. */
export type FormProblem = string | RichProblem;

export interface RichProblem {
  text: string;
  code?: string;
  reason?: string;
  /** A way on, e.g. to password login for a number that already has an account. */
  link?: { to: string; label: string };
}

/**
 * When messages appear. 'onTouched' / 'onChange': as the player goes, and the button waits until the form is
 * valid. 'onSubmit': on the tap, which therefore stays available so it can say what is missing; typing into a
 * field then clears that field's message. 'onSubmitThenChange': on the tap, then every field is checked again
 * as the player types (an amount above the channel's maximum is said while it is typed).
 */
export type Validation = 'onTouched' | 'onChange' | 'onSubmit' | 'onSubmitThenChange';

/** The modes whose button stays available while the form is invalid, against spec section 5. */
export type TapValidation = Extract<Validation, 'onSubmit' | 'onSubmitThenChange'>;

/** An entry of docs/spec-decisions.md, by its heading's anchor: where a form says why it departs from the spec. */
export type SpecDecision = `spec-decisions#${string}`;

export const isTapValidation = (validation: Validation): validation is TapValidation =>
  validation === 'onSubmit' || validation === 'onSubmitThenChange';
