import { lotterySiteHandlers } from '../lottery-site';
import { scenarioGate } from '../scenarios/gate';
import { agentHandlers } from './agent';
import { appHandlers } from './app';
import { assetHandlers } from './assets';
import { bankCardHandlers } from './bank-card';
import { betHandlers } from './bet';
import { contentHandlers } from './content';
import { controlHandlers } from './control';
import { depositHandlers } from './deposit';
import { firebaseEmulatorHandlers } from './firebase-emulator';
import { gameHandlers } from './game';
import { kycHandlers } from './kyc';
import { lottoHandlers } from './lotto';
import { memberHandlers } from './member';
import { passwordHandlers } from './passwords';
import { pushHandlers } from './push';
import { registerHandlers } from './register';
import { responsibleHandlers } from './responsible';
import { sessionHandlers } from './session';
import { systemHandlers } from './system';
import { telemetryHandlers } from './telemetry';
import { transactionHandlers } from './transaction';
import { verificationHandlers } from './verification';
import { walletHandlers } from './wallet';
import { withdrawHandlers } from './withdraw';

/** The contract's operations, one handler each (the contract test checks that none is missing). */
export const apiHandlers = [
  ...appHandlers,
  ...systemHandlers,
  ...telemetryHandlers,
  ...contentHandlers,
  ...pushHandlers,
  ...verificationHandlers,
  ...sessionHandlers,
  ...registerHandlers,
  ...memberHandlers,
  ...passwordHandlers,
  ...kycHandlers,
  ...walletHandlers,
  ...bankCardHandlers,
  ...depositHandlers,
  ...withdrawHandlers,
  ...transactionHandlers,
  ...gameHandlers,
  ...betHandlers,
  ...responsibleHandlers,
  ...agentHandlers,
  ...lottoHandlers,
];

/**
 * Everything a runner serves: the scenario gate first, then the API, the fake resources, the controls, the
 * Firebase Auth emulator's phone sign-in and the fake lottery site shown in the game frame (mock/lottery-site).
 */
export const handlers = [
  scenarioGate,
  ...apiHandlers,
  ...assetHandlers,
  ...controlHandlers,
  ...firebaseEmulatorHandlers,
  ...lotterySiteHandlers,
];
