// @vitest-environment jsdom
import { act, renderHook, screen, within } from '@testing-library/react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiFailure } from '@/api';
import { checkedObject } from '@/lib/forms/checked-object';
import type { FailureWords } from '@/lib/forms/failure-message';
import { FUNDS_WORDS } from '@/lib/funds-forms';
import { formatRange } from '@/lib/validation';
import { renderRoutes, setUpScreenTests } from '@/testing/harness';
import {
  FormAmount,
  FormCheckbox,
  FormPassword,
  FormSubmit,
  KitForm,
  useKitForm,
  type KitValidation,
  type SubmitOutcome,
} from '.';

setUpScreenTests();

interface Values {
  amount: string;
  pin: string;
  agree: boolean;
}

interface Props {
  send: (values: Values) => Promise<SubmitOutcome> | SubmitOutcome;
  validation?: 'onTouched' | 'onSubmit' | 'onSubmitThenChange';
  words?: FailureWords;
}

/** The tap modes break spec section 5's rule, so a form using one names the entry that says why. */
const modeOf = (validation: NonNullable<Props['validation']>): KitValidation =>
  validation === 'onTouched' ? { validation } : { validation, decision: 'spec-decisions#the-kits-own-test' };

/** A money form as the screens declare one: fields, their rules, where a refusal belongs. */
function PayForm({ send, validation = 'onSubmit', words }: Props) {
  const { t } = useTranslation();
  const schema = useMemo(
    () =>
      checkedObject({ amount: z.string(), pin: z.string(), agree: z.boolean() }, (values) => ({
        amount: values.amount === '' ? t('required_limit') : null,
        pin: /^\d{6}$/.test(values.pin) ? null : formatRange(t('wd_payment_password_rule'), 6, 6),
        agree: values.agree ? null : t('confirm_age_required'),
      })),
    [t],
  );
  const kit = useKitForm({
    schema,
    ...modeOf(validation),
    defaultValues: { amount: '', pin: '', agree: false },
    fieldOfCode: { PAYMENT_PASSWORD_INCORRECT: 'pin' },
    words,
    onSubmit: send,
  });
  return (
    <KitForm kit={kit} aria-label="Pay">
      <FormAmount name="amount" label="Amount" decimals={2} />
      <FormPassword name="pin" label="PIN" digits={6} />
      <FormCheckbox name="agree" label="I agree" />
      <FormSubmit>Pay</FormSubmit>
    </KitForm>
  );
}

const renderForm = (props: Props) => renderRoutes([{ path: '/', element: <PayForm {...props} /> }], '/');
const payButton = () => screen.getByRole('button', { name: 'Pay' });

async function fillValid(user: ReturnType<typeof renderForm>['user']) {
  await user.type(screen.getByRole('textbox', { name: 'Amount' }), '0150.759');
  await user.type(screen.getByLabelText('PIN'), '24a6810');
  await user.click(screen.getByRole('checkbox', { name: 'I agree' }));
}

/** A call the test answers when it wants to. */
function heldCall() {
  let answer: (outcome: SubmitOutcome) => void = () => undefined;
  const send = vi.fn(() => new Promise<SubmitOutcome>((resolve) => (answer = resolve)));
  return { send, answer: (outcome?: SubmitOutcome) => answer(outcome) };
}

describe('the form kit', () => {
  it('cleans what is typed and sends the values once a tap finds them valid', async () => {
    const send = vi.fn();
    const { user } = renderForm({ send });
    await fillValid(user);
    expect(screen.getByRole('textbox', { name: 'Amount' })).toHaveValue('150.75');
    expect(screen.getByLabelText('PIN')).toHaveValue('246810');
    await user.click(payButton());
    await vi.waitFor(() =>
      expect(send).toHaveBeenCalledWith({ amount: '150.75', pin: '246810', agree: true }),
    );
  });

  it('ignores a second tap while the first submit is on its way, and is busy meanwhile', async () => {
    const call = heldCall();
    const { user } = renderForm({ send: call.send });
    await fillValid(user);
    // Both taps in one task: the second lands before React can re-render the button as disabled.
    act(() => {
      payButton().click();
      payButton().click();
    });
    await vi.waitFor(() => expect(call.send).toHaveBeenCalledTimes(1));
    expect(payButton()).toBeDisabled();
    expect(payButton()).toHaveAttribute('aria-busy', 'true');
    await act(async () => call.answer());
    await vi.waitFor(() => expect(payButton()).toBeEnabled());
    await user.click(payButton());
    await vi.waitFor(() => expect(call.send).toHaveBeenCalledTimes(2));
  });

  it('§5.10 refuses a mode whose button stays enabled on an invalid form, unless the form names its decision', () => {
    const base = {
      schema: z.object({ amount: z.string() }),
      defaultValues: { amount: '' },
      onSubmit: vi.fn(),
    };
    // Hidden from the types, which refuse the mode without a decision, as a cast or a computed option would.
    const withoutDecision = { ...base, validation: 'onSubmit' } as unknown as Parameters<
      typeof useKitForm
    >[0];
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => renderHook(() => useKitForm(withoutDecision))).toThrow(/spec section 5/);
    expect(() =>
      renderHook(() =>
        useKitForm({ ...base, validation: 'onSubmitThenChange', decision: 'spec-decisions#' }),
      ),
    ).toThrow(/spec section 5/);
    const named = renderHook(() =>
      useKitForm({ ...base, validation: 'onSubmit', decision: 'spec-decisions#a-reasoned-entry' }),
    );
    expect(named.result.current.validation).toBe('onSubmit');
    // The default holds the rule and needs no decision.
    expect(renderHook(() => useKitForm(base)).result.current.validation).toBe('onTouched');
    // @ts-expect-error a tap-checked form without its decision does not compile
    void (() => useKitForm({ ...base, validation: 'onSubmit' }));
  });

  it('a form checked as the player goes keeps its button disabled until every rule is met', async () => {
    const { user } = renderForm({ send: vi.fn(), validation: 'onTouched' });
    await vi.waitFor(() => expect(payButton()).toBeDisabled());
    await fillValid(user);
    await vi.waitFor(() => expect(payButton()).toBeEnabled());
  });

  it('a form checked on the tap says what is missing on each field, linked to it, and keeps what was typed', async () => {
    const send = vi.fn();
    const { user } = renderForm({ send });
    const pin = screen.getByLabelText('PIN');
    await user.type(pin, '123');
    expect(payButton()).toBeEnabled();
    await user.click(payButton());
    const amount = screen.getByRole('textbox', { name: 'Amount' });
    await vi.waitFor(() => expect(amount).toHaveAccessibleDescription('This field is required'));
    expect(amount).toHaveAttribute('aria-invalid', 'true');
    expect(pin).toHaveAccessibleDescription('Please enter 6 digits');
    expect(pin).toHaveValue('123');
    expect(send).not.toHaveBeenCalled();
    // Editing a field takes its message away; the others stay until they are edited too.
    await user.type(amount, '5');
    expect(amount).not.toHaveAttribute('aria-invalid');
    expect(amount).not.toHaveAccessibleDescription();
    expect(pin).toHaveAttribute('aria-invalid', 'true');
  });

  it("a form checked on the tap and then as the player types says a field's new problem while it is typed", async () => {
    const { user } = renderForm({ send: vi.fn(), validation: 'onSubmitThenChange' });
    // The button stays available before the first tap: the tap is what says what is missing.
    expect(payButton()).toBeEnabled();
    await user.click(payButton());
    const pin = screen.getByLabelText('PIN');
    await vi.waitFor(() => expect(pin).toHaveAccessibleDescription('Please enter 6 digits'));
    // Still wrong after an edit: the message stays (a tap-only form would have cleared it) …
    await user.type(pin, '123');
    await vi.waitFor(() => expect(pin).toHaveAttribute('aria-invalid', 'true'));
    expect(pin).toHaveAccessibleDescription('Please enter 6 digits');
    // … and right after the edit that fixes it, it goes.
    await user.type(pin, '456');
    await vi.waitFor(() => expect(pin).not.toHaveAttribute('aria-invalid'));
    expect(payButton()).toBeEnabled();
  });

  const failures: [string, ApiFailure, FailureWords | undefined, string][] = [
    [
      'offline',
      new ApiFailure({ kind: 'network', message: 'Failed to fetch' }),
      undefined,
      'That did not go through: Network not available',
    ],
    [
      'a timeout',
      new ApiFailure({ kind: 'timeout', code: 'TIMEOUT' }),
      undefined,
      // The pipeline's toast says the timeout; the form only that its submit did not go through.
      'That did not go through. Please try again.',
    ],
    [
      "a gateway's 502",
      new ApiFailure({ kind: 'bad-gateway', status: 502, code: 'BAD_GATEWAY', message: 'Bad gateway' }),
      undefined,
      'That did not go through. Please try again.',
    ],
    [
      "a gateway's 502 on a money-out screen",
      new ApiFailure({ kind: 'bad-gateway', status: 502, code: 'BAD_GATEWAY', message: 'Bad gateway' }),
      FUNDS_WORDS,
      'That did not go through. Please try again.',
    ],
    [
      '429 with the server words',
      new ApiFailure({
        kind: 'http',
        status: 429,
        code: 'TOO_MANY_REQUEST',
        message: 'Too many requests, please try again later',
      }),
      undefined,
      'That did not go through. Please wait before trying again.',
    ],
    [
      '429 on a screen with its own words for it',
      new ApiFailure({ kind: 'http', status: 429, code: 'TOO_MANY_REQUEST', message: 'Slow down' }),
      FUNDS_WORDS,
      'That did not go through. Please wait before trying again.',
    ],
    [
      'a known code',
      new ApiFailure({ kind: 'http', status: 400, code: 'WITHDRAW_NOT_ALLOWED', message: 'No' }),
      FUNDS_WORDS,
      'Withdrawal not allowed',
    ],
    [
      'an unknown refusal with nothing said',
      new ApiFailure({ kind: 'http', status: 400 }),
      undefined,
      'Unknown error',
    ],
  ];

  it.each(failures)(
    'says %s in the catalogue words above the button, keeping the values',
    async (_, failure, words, text) => {
      const { user } = renderForm({ send: () => failure, words });
      await fillValid(user);
      await user.click(payButton());
      const alert = await within(screen.getByRole('form', { name: 'Pay' })).findByRole('alert');
      // One line, nothing beside it.
      expect(alert.textContent?.trim()).toBe(text);
      expect(alert.textContent).not.toMatch(
        /undefined|null|Error:|BAD_GATEWAY|Bad gateway|TOO_MANY_REQUEST|Too many requests|at \S+ \(/,
      );
      expect(screen.getByRole('textbox', { name: 'Amount' })).toHaveValue('150.75');
      expect(payButton()).toBeEnabled();
    },
  );

  it.each([
    ['a 401', new ApiFailure({ kind: 'unauthorized', status: 401, message: 'Ended' })],
    ['a cancelled call', new ApiFailure({ kind: 'cancelled' })],
  ])('says nothing for %s (the pipeline has acted on it)', async (_, failure) => {
    const { user } = renderForm({ send: () => failure });
    await fillValid(user);
    await user.click(payButton());
    await vi.waitFor(() => expect(payButton()).toBeEnabled());
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('puts a refusal about one field under that field and moves the focus there', async () => {
    const refused = new ApiFailure({
      kind: 'http',
      status: 400,
      code: 'PAYMENT_PASSWORD_INCORRECT',
      message: 'Mali',
    });
    const { user } = renderForm({ send: () => refused, words: FUNDS_WORDS });
    await fillValid(user);
    await user.click(payButton());
    const pin = screen.getByLabelText('PIN');
    await vi.waitFor(() => expect(pin).toHaveAccessibleDescription('The payment password is incorrect'));
    expect(pin).toHaveFocus();
    expect(pin).toHaveValue('246810');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('in a form checked as the player goes, a refusal under a field holds the button until that field changes', async () => {
    const refused = new ApiFailure({
      kind: 'http',
      status: 400,
      code: 'PAYMENT_PASSWORD_INCORRECT',
      message: 'Mali',
    });
    const { user } = renderForm({ send: () => refused, words: FUNDS_WORDS, validation: 'onTouched' });
    await fillValid(user);
    await vi.waitFor(() => expect(payButton()).toBeEnabled());
    await user.click(payButton());
    const pin = screen.getByLabelText('PIN');
    await vi.waitFor(() => expect(pin).toHaveAccessibleDescription('The payment password is incorrect'));
    expect(payButton()).toBeDisabled();
    await user.clear(pin);
    await user.type(pin, '135790');
    await vi.waitFor(() => expect(payButton()).toBeEnabled());
    expect(pin).not.toHaveAttribute('aria-invalid');
  });

  it('§5.10 in a form checked as the player goes, a PIN is checked once all its digits are in, without being left', async () => {
    const { user } = renderForm({ send: vi.fn(), validation: 'onTouched' });
    const pin = screen.getByLabelText('PIN');
    await user.type(pin, '24681');
    expect(pin).not.toHaveAttribute('aria-invalid');
    await user.type(pin, '0');
    // Complete, it counts as left: from now on every change is checked, the way back to five digits too.
    await user.type(pin, '{Backspace}');
    expect(pin).toHaveFocus();
    await vi.waitFor(() => expect(pin).toHaveAccessibleDescription('Please enter 6 digits'));
  });
});
