// The seeds the smoke test runs Prism's dynamic mock with. Fixed, so a run is repeatable and a failure names
// its seed; CONTRACT_MOCK_SEEDS=a,b,c tries others (npm run start:contract-mock -- --seed a shows one by hand).
export const CONTRACT_MOCK_SEEDS = (process.env.CONTRACT_MOCK_SEEDS ?? 'lotto-1,lotto-2,lotto-3')
  .split(',')
  .map((seed) => seed.trim())
  .filter(Boolean);

export interface ContractMockOptions {
  /** The project's Prism seed. */
  seed: string;
}
