/**
 * The agreed loanwords: Filipino values allowed to read exactly as the English ones, because this is what
 * players in the Philippines see in the apps they already use (GCash, Maya, PCSO's E-Lotto) and what they say.
 * Every other Filipino value must differ from its English one (keys.test.ts); a value made only of placeholders,
 * numbers and signs ("{{min}} – {{max}}") has no words to translate and needs no entry. Only keys.test.ts reads
 * this list: it ships in no bundle.
 */
export const FIL_LOANWORDS: Readonly<Record<string, string>> = {
  'Lotto PH': 'the product name',
  OK: 'the button word in every Philippine app',
  Username: 'how Philippine apps name the login name',
  Password: 'how Philippine apps name it; "password sa pagbabayad" elsewhere keeps the word',
  Home: 'the first tab of Philippine apps',
  Account: 'the tab and menu word of Philippine apps',
  banner: 'the word for a promotional banner',
  carousel: 'the role description of the banner carousel, as Filipino screen readers say it',
  Jackpot: 'the PCSO prize and game-type name',
  Straight: 'the PCSO bet type name (3D/4D)',
  Rambolito: 'the PCSO bet type name (already Filipino)',
  Avatar: 'the profile-picture word of Philippine apps',
  'E-mail': 'the word Philippine apps use',
  'Mobile number': 'the label GCash and Maya use in Filipino',
  UMID: 'the name of the government ID',
  'Postal ID': 'the name of the government ID',
  'Customer service': 'how players name the support team',
  QR: 'the payment method as e-wallets name it',
  'E-wallet': 'the word for GCash / Maya accounts',
  'Online banking': 'the payment method as banks name it',
};
