import { proxy } from 'valtio';
import { storage } from '@/lib/storage';
import { onSessionEvent, session } from './session';

// The 21+ question (product spec sections 1 and 2): asked on the first visit until the player agrees; "exit"
// refuses and leaves a refusal screen. Either answer is remembered on the device. Logging in requires the same
// confirmation on the login form, so a login counts as agreeing.

export type AgeAnswer = 'agreed' | 'refused' | null;
export const AGE_GATE_KEY = 'lotto.ageGate';

const read = (): AgeAnswer => {
  const stored = storage.get(AGE_GATE_KEY);
  return stored === 'agreed' || stored === 'refused' ? stored : null;
};

export const ageGate = proxy({ answer: session.isLoggedIn ? 'agreed' : read() });

function answer(value: AgeAnswer): void {
  ageGate.answer = value;
  if (value) storage.set(AGE_GATE_KEY, value);
  else storage.remove(AGE_GATE_KEY);
}

export const agreeToAge = () => answer('agreed');
export const refuseAge = () => answer('refused');
/** From the refusal screen: a player who pressed exit by mistake is asked again. */
export const askAgeAgain = () => answer(null);

onSessionEvent((event) => {
  if (event.type === 'loggedIn') answer('agreed');
});
