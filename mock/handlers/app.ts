import { settings, settingsDefaults } from '../db/settings';
import { staticBuild } from '../lib/static-build';
import { guarded } from './guard';
import { http } from './http';

export const appHandlers = [
  http.get('/v.json', ({ response }) =>
    guarded(async () => {
      // Beside a built app its own file answers (mock/server.ts then serves it); without one, or when the
      // new-version scenario offers another version, this handler does.
      if (staticBuild.hasVersionFile && settings.appVersion === settingsDefaults.appVersion) return undefined;
      const minVersion = settings.appMinVersion || undefined;
      return response(200).json({ value: { version: settings.appVersion, minVersion } });
    }),
  ),
];
