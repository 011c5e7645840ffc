import { useMemo, type ComponentProps, type ReactNode } from 'react';
import { FormProvider, useFormState, type FieldValues } from 'react-hook-form';
import { Button } from '../button';
import { FormAlert } from './form-alert';
import { KitContext, useKitState, type KitState } from './kit-context';
import type { KitFormState } from './use-kit-form';

export interface KitFormProps<In extends FieldValues, Out> extends Omit<
  ComponentProps<'form'>,
  'onSubmit' | 'noValidate' | 'ref'
> {
  kit: KitFormState<In, Out>;
  children: ReactNode;
}

/** The one <form> of the app: the kit's submit, no browser bubbles (our messages are on the fields). */
export function KitForm<In extends FieldValues, Out>({ kit, children, ...form }: KitFormProps<In, Out>) {
  const { validation, sending, problem } = kit;
  const state = useMemo<KitState>(() => ({ validation, sending, problem }), [validation, sending, problem]);
  return (
    <FormProvider {...kit.form}>
      <KitContext.Provider value={state}>
        <form {...form} onSubmit={kit.submit} noValidate>
          {children}
        </form>
      </KitContext.Provider>
    </FormProvider>
  );
}

export interface FormSubmitProps {
  children: ReactNode;
  /** What the button says while the request is under way, when it says more than aria-busy. */
  busyLabel?: ReactNode;
  /** A reason of the screen's own to hold the button (a code not sent yet, deposits closed). */
  disabled?: boolean;
  alertClassName?: string;
}

/**
 * The end of a form: its refusal right above the button that sends it again. The button rests while a submit
 * is under way, and while a form that checks as the player goes is not valid yet.
 */
export function FormSubmit({ children, busyLabel, disabled = false, alertClassName }: FormSubmitProps) {
  const { validation, sending, problem } = useKitState();
  const { isValid, errors } = useFormState();
  // A message standing under a field holds the button too: checks that overlap (a field left while another is
  // typed in, a number's rules loaded on demand) can end out of order and leave isValid behind for a moment.
  const waiting =
    (validation === 'onTouched' || validation === 'onChange') && (!isValid || Object.keys(errors).length > 0);
  return (
    <>
      <FormAlert problem={problem} className={alertClassName} />
      <Button type="submit" block disabled={sending || waiting || disabled} aria-busy={sending || undefined}>
        {sending && busyLabel ? busyLabel : children}
      </Button>
    </>
  );
}
