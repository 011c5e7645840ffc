/**
 * Leaves the app for another page (the gateway's, where a launch-URL deposit is paid). On its own so that a
 * test can see where the app went: jsdom cannot navigate, and its location cannot be spied on.
 */
export function leaveFor(address: string): void {
  window.location.assign(address);
}
