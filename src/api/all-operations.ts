// Every call of the contract, for checks that must agree with it as a whole. The app's own code never imports
// it: the pipeline loads the whole table only when a call is not among the first page's rows (operations.ts),
// and a static import would put every member area's row back on the first page.
export { operations } from './generated/operations';
export type { OperationInfo } from './generated/operations';
