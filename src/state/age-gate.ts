import { storage } from '@/lib/storage';
import { persisted } from './persisted';
import { onSessionEvent, session } from './session';

// The 21+ question (product spec sections 1 and 2): asked on the first visit until the player agrees; "exit"
// refuses and leaves a refusal screen. Either answer is remembered on the device. Logging in requires the same
// confirmation on the login form, so a login counts as agreeing.

export type AgeAnswer = 'agreed' | 'refused' | null;
export const AGE_GATE_KEY = 'lotto.ageGate';

// A logged-in player agreed when logging in, whatever this device remembers.
const answerOf = (raw: string | null): AgeAnswer =>
  session.isLoggedIn || raw === 'agreed' ? 'agreed' : raw === 'refused' ? raw : null;

export const ageGate = persisted<{ answer: AgeAnswer }>(AGE_GATE_KEY, {
  parse: (raw) => (answerOf(raw) ? { answer: answerOf(raw) } : null),
  serialize: ({ answer }) => answer,
  initial: { answer: answerOf(null) },
});

const answer = (value: AgeAnswer) => {
  ageGate.answer = value;
};
export const agreeToAge = () => answer('agreed');
export const refuseAge = () => answer('refused');
/** From the refusal screen: a player who pressed exit by mistake is asked again. */
export const askAgeAgain = () => answer(null);

onSessionEvent((event) => {
  if (event.type !== 'loggedIn') return;
  agreeToAge();
  // Stored at every login, even when this tab already counted the player as agreeing: the device may have lost
  // or changed the answer meanwhile (another tab's exit, cleared storage).
  storage.set(AGE_GATE_KEY, 'agreed');
});
