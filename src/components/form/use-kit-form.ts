import { zodResolver } from '@hookform/resolvers/zod';
import { useState, type BaseSyntheticEvent } from 'react';
import { useForm, type DefaultValues, type FieldValues, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { isApiFailure, type ApiFailure } from '@/api';
import { failureCode, failureMessage, type FailureWords } from '@/lib/forms/failure-message';
import { isTapValidation, type FormProblem, type SpecDecision, type TapValidation } from './form-problem';
import { useSingleFlight } from './use-single-flight';

/** What a submit ends with: nothing to say (done), a failed call, or words of the form's own. */
export type SubmitOutcome = void | null | ApiFailure | FormProblem;

/**
 * Spec section 5: "Submit buttons are disabled while the form is invalid or submitting". A form checked as the
 * player goes holds that rule (the kit's default); one checked on the tap keeps its button available while the
 * form is invalid, so it must name the entry of docs/spec-decisions.md that says why
 * (scripts/docs/spec-decisions.test.ts checks that the entry exists).
 */
export type KitValidation =
  | { validation?: 'onTouched' | 'onChange'; decision?: never }
  | { validation: TapValidation; decision: SpecDecision };

export type KitFormOptions<In extends FieldValues, Out> = KitValidation & {
  /** The fields' rules; its messages are already translated (built with `t`, so rebuilt when it changes). */
  schema: z.ZodType<Out, In>;
  defaultValues: DefaultValues<In>;
  /** Runs with valid values, one at a time: a second tap while it runs is ignored. */
  onSubmit: (values: Out) => Promise<SubmitOutcome> | SubmitOutcome;
  /** Server codes that are about one field: their message stands under that field, not above the button. */
  fieldOfCode?: Readonly<Partial<Record<string, Path<In>>>>;
  /** A one-field form says every failed call under its field rather than above the button. */
  failuresOn?: Path<In>;
  /** The screen's own words for some codes (see failureMessage). */
  words?: FailureWords;
};

const DECISION = /^spec-decisions#[a-z0-9-]+$/;

/**
 * A form of the app: react-hook-form with the zod rules, one submit in flight at a time, and a failure said
 * in the catalogue's words, on its field when the server names one. Rendered by <KitForm kit={…}>.
 */
export function useKitForm<In extends FieldValues, Out = In>({
  schema,
  defaultValues,
  validation = 'onTouched',
  decision,
  onSubmit,
  fieldOfCode,
  failuresOn,
  words,
}: KitFormOptions<In, Out>) {
  // The type already refuses it; this catches a cast or an options object built at run time.
  if (isTapValidation(validation) && !(typeof decision === 'string' && DECISION.test(decision)))
    throw new Error(
      `A form checked on the tap ('${validation}') keeps its button enabled while invalid, against spec section 5: name its entry, decision: 'spec-decisions#…'.`,
    );
  const { t } = useTranslation();
  const [problem, setProblem] = useState<FormProblem | null>(null);
  // The guard covers the checks as well; `calling` is only the part after them, what a progress bar shows.
  const flight = useSingleFlight();
  const [calling, setCalling] = useState(false);
  const form = useForm<In, unknown, Out>({
    resolver: zodResolver(schema),
    mode: validation === 'onSubmitThenChange' ? 'onSubmit' : validation,
    // A tap-validated form keeps its messages until the player edits the field (the fields clear their own).
    reValidateMode: validation === 'onSubmit' ? 'onSubmit' : 'onChange',
    defaultValues,
  });

  /** Says what an outcome means: under its field, above the button, or nothing. */
  const report = (outcome: SubmitOutcome, wordsHere: FailureWords | undefined = words) => {
    if (outcome === undefined || outcome === null) return;
    if (!isApiFailure(outcome)) {
      setProblem(outcome);
      return;
    }
    const text = failureMessage(outcome, t, wordsHere);
    if (text === null) return;
    const field = fieldOfCode?.[outcome.code] ?? failuresOn;
    if (field) {
      form.setError(field, { type: 'server', message: text }, { shouldFocus: true });
      return;
    }
    setProblem(wordsHere?.codeShownApart ? { text, code: failureCode(outcome) } : text);
  };

  /** Another task of the form (a confirmation's call) under the same one-at-a-time guard. */
  const run = <T>(task: () => Promise<T> | T) => flight.run(task);

  const submit = (event?: BaseSyntheticEvent) => {
    event?.preventDefault();
    void flight.run(async () => {
      setProblem(null);
      await form.handleSubmit(async (values) => {
        setCalling(true);
        try {
          report(await onSubmit(values));
        } finally {
          setCalling(false);
        }
      })(event);
    });
  };

  return {
    form,
    submit,
    run,
    report,
    problem,
    setProblem,
    /** A submit (its checks included) or another task of the form is under way. */
    sending: flight.busy,
    /** The submit's own work is under way, its checks passed. */
    calling,
    validation,
  };
}

export type KitFormState<In extends FieldValues, Out = In> = ReturnType<typeof useKitForm<In, Out>>;
