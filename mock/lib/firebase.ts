import { refuse } from './respond';

// Fake Firebase ID tokens, so phone auth and the two social sign-ins can be exercised without Firebase:
//   fake-firebase:phone:<E.164 number>     e.g. fake-firebase:phone:+639171234567
//   fake-firebase:google:<uid>             e.g. fake-firebase:google:juan-google-uid
//   fake-firebase:facebook:<uid>           e.g. fake-firebase:facebook:pedro-facebook-uid
// The provider must match the request's firebaseChannel; anything else is an invalid token.

export type FirebaseChannel = 'PHONE' | 'GOOGLE' | 'FACEBOOK';

export interface FirebaseIdentity {
  channel: FirebaseChannel;
  subject: string;
}

export function fakeFirebaseToken(channel: FirebaseChannel, subject: string): string {
  return `fake-firebase:${channel.toLowerCase()}:${subject}`;
}

export function readFirebaseToken(token: string, channel: FirebaseChannel): FirebaseIdentity {
  const match = /^fake-firebase:(phone|google|facebook):(.+)$/i.exec(token.trim());
  if (!match) return refuse('auth/invalid-credential', 'The sign-in token is not valid, please try again');
  const provider = match[1].toUpperCase() as FirebaseChannel;
  if (provider !== channel)
    return refuse('auth/invalid-credential', 'The sign-in token is for another provider');
  const subject = match[2].trim();
  if (channel === 'PHONE' && !/^\+\d{8,15}$/.test(subject))
    return refuse('auth/invalid-phone-number', 'Invalid phone number format');
  return { channel, subject };
}
