// The tests `npm run new:check` runs in its copy of the project (scripts/new/check.ts): the scaffold's own tests
// and the contract tests of its calls, in one jsdom worker instead of the unit run's three projects, each of
// which transforms and loads the app and the fake backend again in a copy no earlier run has warmed (21 CPU-s
// against 10 for the same tests). The contract tests run in jsdom as well as in node.
import { runOfItsOwn } from './vitest.shared.ts';

export default runOfItsOwn({
  environment: 'jsdom',
  setupFiles: ['./tests/setup/unit.ts'],
  isolate: false,
  maxWorkers: 1,
});
