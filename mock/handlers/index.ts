import { appHandlers } from './app';
import { lottoHandlers } from './lotto';
import { memberHandlers } from './member';
import { sessionHandlers } from './session';
import { systemHandlers } from './system';
import { walletHandlers } from './wallet';

export const handlers = [
  ...appHandlers,
  ...systemHandlers,
  ...sessionHandlers,
  ...memberHandlers,
  ...walletHandlers,
  ...lottoHandlers,
];
