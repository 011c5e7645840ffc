// The contract traffic that `npm run contract:prism` sends through Stoplight Prism (scripts/contract/prism.ts
// starts the proxy and runs this): kept out of the unit run, which has no proxy to talk to.
import { runOfItsOwn } from './vitest.shared.ts';

export default runOfItsOwn({
  name: 'prism',
  include: ['tests/prism/**/*.test.ts'],
  setupFiles: ['./tests/setup/unit.ts'],
  // One file: a second worker would only start a second copy of the app's modules.
  maxWorkers: 1,
});
