// What mock/server.ts serves beside the handlers. A built app brings its own v.json (scripts/build/
// version-file.ts), which answers /v.json as any host of the app would, unless a scenario offers another version.
export const staticBuild = {
  /** The --static folder holds a v.json. */
  hasVersionFile: false,
};
