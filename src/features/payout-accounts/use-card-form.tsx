import { useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiResult } from '@/api';
import { Button } from '@/components/button';
import { failureText } from '@/lib/funds-forms';
import { PaymentPasswordField } from './bind-fields';

export type Problems<F extends string> = Partial<Record<F, string>>;

export interface CardFormRun<F extends string, T> {
  /** The form's own checks; a promise where one needs the server (an e-wallet number's carrier). */
  check: () => Problems<F> | Promise<Problems<F>>;
  send: () => Promise<ApiResult<T>>;
  onSuccess: () => void;
}

/**
 * The state the card and payment-password forms share: problems per field, a problem of the whole form, and one
 * request at a time. A server refusal lands under the field `fieldOfCode` names, otherwise above the button.
 */
export function useCardForm<F extends string>(fieldOfCode: Partial<Record<string, F>>) {
  const { t } = useTranslation();
  const [problems, setProblems] = useState<Problems<F>>({});
  const [formProblem, setFormProblem] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  // A ref, not state: a second tap in the same frame must see the first one before React re-renders.
  const inFlight = useRef(false);

  const clear = (field: F) =>
    setProblems((current) => {
      const rest = { ...current };
      delete rest[field];
      return rest;
    });

  const run = async <T,>({ check, send, onSuccess }: CardFormRun<F, T>) => {
    if (inFlight.current) return;
    inFlight.current = true;
    setFormProblem(null);
    const checked = check();
    // A synchronous check stays synchronous, so its messages show in the same render as the tap.
    const found = checked instanceof Promise ? await checked : checked;
    setProblems(found);
    if (Object.keys(found).length > 0) {
      inFlight.current = false;
      return;
    }
    setSubmitting(true);
    const result = await send();
    inFlight.current = false;
    setSubmitting(false);
    if (result.success) {
      onSuccess();
      return;
    }
    if (result.kind === 'unauthorized' || result.kind === 'cancelled') return;
    const field = fieldOfCode[result.code];
    const text = failureText(result, t);
    if (field) {
      const only: Problems<F> = {};
      only[field] = text;
      setProblems(only);
    } else setFormProblem(text);
  };

  return { problems, formProblem, submitting, clear, run };
}

export interface CardFormFooterProps {
  problem: string | null;
  submitting: boolean;
  /** The payment password a binding asks for when the settings require one; left out, no field. */
  password?: { value: string; onChange: (value: string) => void; clear: () => void; error?: string };
  children: ReactNode;
}

/**
 * The end of a card form: the payment password where one is asked for, the refusal of the whole form (announced
 * at once), then the submit button.
 */
export function CardFormFooter({ problem, submitting, password, children }: CardFormFooterProps) {
  const { t } = useTranslation();
  return (
    <>
      {password ? (
        <PaymentPasswordField
          label={t('member_payment_password')}
          value={password.value}
          onChange={(value) => {
            password.onChange(value);
            password.clear();
          }}
          error={password.error}
        />
      ) : null}
      {problem ? (
        <p className="card-form__alert" role="alert">
          {problem}
        </p>
      ) : null}
      <Button type="submit" block disabled={submitting}>
        {children}
      </Button>
    </>
  );
}
