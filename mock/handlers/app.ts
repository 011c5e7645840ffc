import { settings } from '../db/settings';
import { guarded } from './guard';
import { http } from './http';

export const appHandlers = [
  http.get('/v.json', ({ response }) =>
    guarded(async () => response(200).json({ version: settings.appVersion })),
  ),
];
