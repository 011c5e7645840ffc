import { createContext, useContext } from 'react';
import type { FormProblem, Validation } from './form-problem';

export interface KitState {
  validation: Validation;
  /** A submit (or another guarded task of the form) is under way. */
  sending: boolean;
  problem: FormProblem | null;
}

export const KitContext = createContext<KitState | null>(null);

export function useKitState(): KitState {
  const state = useContext(KitContext);
  if (!state) throw new Error('A form field is used outside <KitForm>.');
  return state;
}
