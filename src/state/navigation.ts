// Navigation asked for outside React (the pipeline's 401, the session watch's expiry and cross-tab logout)
// goes straight to the app's router, which registers itself here when the app mounts (src/app/app.tsx).
// A request made before any router is registered is kept, the last one only, and carried out on registration.

type Navigate = (path: string) => void;

let navigator: Navigate | null = null;
let pending: string | null = null;

/** The router's navigate (the app's, or a test's spy). */
export function setNavigator(navigate: Navigate): void {
  navigator = navigate;
  if (pending) navigate(pending);
  pending = null;
}

/** Replaces the current screen with `path`, as a redirect does: "back" does not lead to what was left. */
export function navigateTo(path: string): void {
  if (navigator) navigator(path);
  else pending = path;
}
