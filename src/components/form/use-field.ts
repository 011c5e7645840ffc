import type { ChangeEvent } from 'react';
import { get, useFormContext, useFormState } from 'react-hook-form';
import { useKitState } from './kit-context';

export interface FieldEditing {
  /** Cleans what arrives (typed, pasted, autofilled) before the form keeps it: digits only, an amount. */
  clean?: (raw: string) => string;
  /** After the form has the new value: a field that another one depends on resets or checks it again. */
  onEdit?: (value: string) => void;
  /**
   * In a form checked as the player goes, a value that typing on cannot mend (a complete PIN, an amount above
   * the maximum) is checked as it is typed, as if the field had been left: the button waits for a valid form,
   * so the player must not be left before a disabled button with no word of why.
   */
  checkAsTyped?: (value: string) => boolean;
}

/** The message standing under a field, if any. */
export function useFieldError(name: string): string | undefined {
  const { errors } = useFormState({ name });
  const found: unknown = get(errors, name);
  const message = found && typeof found === 'object' && 'message' in found ? found.message : undefined;
  return typeof message === 'string' && message !== '' ? message : undefined;
}

/** A field's registration with the kit's editing rules (cleaning, and clearing a tap's message on edit). */
export function useRegisteredField(name: string, { clean, onEdit, checkAsTyped }: FieldEditing = {}) {
  const { register, clearErrors, getFieldState, setValue } = useFormContext();
  const { validation } = useKitState();
  const registration = register(name);
  const onChange = async (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => {
    if (clean) event.target.value = clean(event.target.value);
    if (validation === 'onSubmit') clearErrors(name);
    await registration.onChange(event);
    const value = event.target.value;
    // Touched, the field is checked at every keystroke from here on, so the message goes once it is mended.
    if (validation === 'onTouched' && checkAsTyped?.(value) && !getFieldState(name).isTouched)
      setValue(name, value, { shouldTouch: true, shouldValidate: true });
    onEdit?.(value);
  };
  return { ...registration, onChange };
}
