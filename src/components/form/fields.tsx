import { useEffect, useId, useRef, useState, type ComponentProps, type ReactNode } from 'react';
import { useController, useFormContext } from 'react-hook-form';
import { sanitizeAmount } from '@/lib/amount-input';
import { Checkbox, type CheckboxProps } from '../checkbox';
import { CodeField, type CodeFieldProps } from '../code-field';
import { TextField, type TextFieldProps } from '../text-field';
import { useKitState } from './kit-context';
import { useFieldError, useRegisteredField, type FieldEditing } from './use-field';

// The fields of the kit. Each takes its value and message from the form it stands in (<KitForm>), links the
// message to the input (aria-invalid, aria-describedby) and keeps a touch target of at least 44 px (the shared
// field and choice styles). Labels and hints come translated from the screen.

type InputProps = Omit<
  TextFieldProps,
  'name' | 'error' | 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'ref'
>;

export interface FormTextProps extends InputProps, FieldEditing {
  name: string;
}

export function FormText({ name, clean, onEdit, checkAsTyped, ...input }: FormTextProps) {
  const registration = useRegisteredField(name, { clean, onEdit, checkAsTyped });
  return <TextField {...input} error={useFieldError(name)} {...registration} />;
}

type FormPasswordBase = Omit<FormTextProps, 'type' | 'clean' | 'autoComplete' | 'inputMode' | 'maxLength'>;

export type FormPasswordProps =
  | (FormPasswordBase & {
      digits?: undefined;
      /** The login password: current-password or new-password, so a password manager can help. */
      autoComplete: 'current-password' | 'new-password';
    })
  | (FormPasswordBase & {
      /** A PIN of exactly this many digits (the payment password): digits only, never more. */
      digits: number;
      autoComplete?: never;
    });

export function FormPassword({ digits, autoComplete, ...field }: FormPasswordProps) {
  if (digits === undefined) return <FormText type="password" autoComplete={autoComplete} {...field} />;
  // A payment PIN is never offered to autofill nor to be saved: a password manager would file it with the
  // login password of the site, fill it into another field, or hand it to whoever has the unlocked phone.
  // The field asks for it every time; a numeric keypad is all it needs. Once all its digits are in, more typing
  // cannot mend it: it is checked then (two that differ, a new one equal to the old), without waiting for a blur.
  return (
    <FormText
      checkAsTyped={(value) => value.length === digits}
      {...field}
      type="password"
      inputMode="numeric"
      autoComplete="off"
      maxLength={digits}
      clean={(raw) => raw.replace(/\D/g, '').slice(0, digits)}
    />
  );
}

export interface FormAmountProps extends Omit<FormTextProps, 'clean' | 'inputMode'> {
  /** How many decimals the amount may have (spec section 5, "decimal-only input"). */
  decimals: number;
}

export function FormAmount({ decimals, ...field }: FormAmountProps) {
  return (
    <FormText
      inputMode={decimals > 0 ? 'decimal' : 'numeric'}
      autoComplete="off"
      clean={(raw) => sanitizeAmount(raw, decimals)}
      {...field}
    />
  );
}

export interface FormCheckboxProps extends Omit<CheckboxProps, 'name' | 'error' | 'checked' | 'onChange'> {
  name: string;
}

export function FormCheckbox({ name, ...box }: FormCheckboxProps) {
  const registration = useRegisteredField(name);
  return <Checkbox {...box} error={useFieldError(name)} {...registration} />;
}

export interface SelectOption {
  value: string;
  label: string;
}

export interface FormSelectProps extends Omit<
  ComponentProps<'select'>,
  'name' | 'value' | 'onChange' | 'ref'
> {
  name: string;
  label: string;
  options: readonly SelectOption[];
  /** The empty first choice ("Choose …"); left out, the first option is chosen. */
  placeholder?: string;
  onEdit?: (value: string) => void;
}

export function FormSelect({ name, label, options, placeholder, onEdit, id, ...select }: FormSelectProps) {
  const generatedId = useId();
  const selectId = id ?? generatedId;
  const error = useFieldError(name);
  const registration = useRegisteredField(name, { onEdit });
  return (
    <div className="field">
      <label className="field__label" htmlFor={selectId}>
        {label}
      </label>
      <select
        id={selectId}
        className="field__input"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${selectId}-error` : undefined}
        {...select}
        {...registration}
      >
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {error ? (
        <p id={`${selectId}-error`} className="field__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

export interface FormChoiceGroupProps {
  /** The field the radios inside (<FormRadio name={…}>) set. */
  name: string;
  legend: ReactNode;
  className?: string;
  legendClassName?: string;
  children: ReactNode;
}

/** A set of radios under one legend, its message under them and linked to the group. */
export function FormChoiceGroup({
  name,
  legend,
  className = 'choice-group',
  legendClassName = 'field__label',
  children,
}: FormChoiceGroupProps) {
  const errorId = `${useId()}-error`;
  const error = useFieldError(name);
  return (
    <fieldset className={className} aria-describedby={error ? errorId : undefined}>
      <legend className={legendClassName}>{legend}</legend>
      {children}
      {error ? (
        <p id={errorId} className="field__error">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

export interface FormRadioProps extends Omit<ComponentProps<'input'>, 'type' | 'name' | 'onChange' | 'ref'> {
  name: string;
  value: string;
  onEdit?: (value: string) => void;
}

/** One radio of a choice; the screen wraps it in its label (the whole row is the touch target). */
export function FormRadio({ name, onEdit, ...input }: FormRadioProps) {
  const registration = useRegisteredField(name, { onEdit });
  const { getValues, setValue } = useFormContext();
  const { validation } = useKitState();
  // Leaving a group with nothing chosen: react-hook-form's own blur reads the radios again and stores null,
  // which no rule of the form expects (a zod "expected string" would stand under the group). The value stays
  // what it was ('' for no choice) and the group counts as left, checked now if the form checks as it goes.
  const onBlur = () =>
    setValue(name, getValues(name), {
      shouldTouch: true,
      shouldValidate: validation === 'onTouched' || validation === 'onChange',
    });
  return <input type="radio" {...input} {...registration} onBlur={onBlur} />;
}

export interface FormCodeProps
  extends Omit<CodeFieldProps, 'name' | 'error' | 'value' | 'onChange' | 'onBlur' | 'ref'>, FieldEditing {
  name: string;
  /** A problem of the send button (a refused send), shown when the field has none of its own. */
  sendProblem?: string | null;
}

/** A verification code with its send / resend button beside it. */
export function FormCode({ name, clean, onEdit, checkAsTyped, sendProblem, ...field }: FormCodeProps) {
  const registration = useRegisteredField(name, { clean, onEdit, checkAsTyped });
  const error = useFieldError(name) ?? sendProblem ?? undefined;
  return <CodeField {...field} error={error} {...registration} />;
}

export interface FormFileProps {
  name: string;
  label: string;
  hint: string;
  accept?: string;
  capture?: 'environment' | 'user';
  className?: string;
  inputClassName?: string;
  /** Check the file as soon as it is picked, rather than on the tap. */
  checkOnPick?: boolean;
  /** A picture of what was picked, once the file passes its check. */
  preview?: { alt: string; className: string; width: number; height: number };
}

/** A picture picker (ID, selfie, receipt); its value is the File or null. */
export function FormFile({
  name,
  label,
  hint,
  accept = 'image/*',
  capture,
  className = 'field',
  inputClassName = 'field__input',
  checkOnPick = false,
  preview,
}: FormFileProps) {
  const id = useId();
  const { clearErrors, trigger } = useFormContext();
  const {
    field: { ref, name: fieldName, onBlur, onChange },
  } = useController({ name });
  const error = useFieldError(name);
  const picture = usePreviewUrl();
  return (
    <div className={className}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <p id={`${id}-hint`} className="field__hint">
        {hint}
      </p>
      <input
        ref={ref}
        id={id}
        name={fieldName}
        className={inputClassName}
        type="file"
        accept={accept}
        capture={capture}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
        onBlur={onBlur}
        onChange={(event) => {
          const file = event.target.files?.[0] ?? null;
          picture.show(preview ? file : null);
          onChange(file);
          if (checkOnPick) void trigger(name);
          else clearErrors(name);
        }}
      />
      {error ? (
        <p id={`${id}-error`} className="field__error">
          {error}
        </p>
      ) : null}
      {preview && picture.src && !error ? (
        <img
          className={preview.className}
          src={picture.src}
          alt={preview.alt}
          width={preview.width}
          height={preview.height}
        />
      ) : null}
    </div>
  );
}

/** The object URL of the picked picture: each is given back when replaced, and the last when the field goes. */
function usePreviewUrl() {
  const [src, setSrc] = useState<string | null>(null);
  const held = useRef<string | null>(null);
  useEffect(
    () => () => {
      if (held.current) URL.revokeObjectURL(held.current);
      held.current = null;
    },
    [],
  );
  const show = (file: Blob | null) => {
    if (held.current) URL.revokeObjectURL(held.current);
    held.current = file ? URL.createObjectURL(file) : null;
    setSrc(held.current);
  };
  return { src, show };
}
