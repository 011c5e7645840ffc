// The form kit: every form of the app is a useKitForm + <KitForm> with these fields (eslint.config.js keeps it so).
export { KitForm, FormSubmit, type FormSubmitProps } from './kit-form';
export { FormAlert } from './form-alert';
export {
  FormAmount,
  FormCheckbox,
  FormChoiceGroup,
  FormCode,
  FormFile,
  FormPassword,
  FormRadio,
  FormSelect,
  FormText,
  type SelectOption,
} from './fields';
export type { FormProblem, RichProblem, SpecDecision, Validation } from './form-problem';
export { useKitForm, type KitFormState, type KitValidation, type SubmitOutcome } from './use-kit-form';
export { useSingleFlight } from './use-single-flight';
export { useFieldError } from './use-field';
