import { settings } from '../db/settings';
import { world } from '../db/world';
import { http } from './http';

export const appHandlers = [
  http.get('/v.json', async ({ response }) => {
    await world();
    return response(200).json({ version: settings.appVersion });
  }),
];
