import type { ChangeEvent } from 'react';
import { get, useFormContext, useFormState } from 'react-hook-form';
import { useKitState } from './kit-context';

export interface FieldEditing {
  /** Cleans what arrives (typed, pasted, autofilled) before the form keeps it: digits only, an amount. */
  clean?: (raw: string) => string;
  /** After the form has the new value: a field that another one depends on resets or checks it again. */
  onEdit?: (value: string) => void;
}

/** The message standing under a field, if any. */
export function useFieldError(name: string): string | undefined {
  const { errors } = useFormState({ name });
  const found: unknown = get(errors, name);
  const message = found && typeof found === 'object' && 'message' in found ? found.message : undefined;
  return typeof message === 'string' && message !== '' ? message : undefined;
}

/** A field's registration with the kit's editing rules (cleaning, and clearing a tap's message on edit). */
export function useRegisteredField(name: string, { clean, onEdit }: FieldEditing = {}) {
  const { register, clearErrors } = useFormContext();
  const { validation } = useKitState();
  const registration = register(name);
  const onChange = async (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => {
    if (clean) event.target.value = clean(event.target.value);
    if (validation === 'onSubmit') clearErrors(name);
    await registration.onChange(event);
    onEdit?.(event.target.value);
  };
  return { ...registration, onChange };
}
