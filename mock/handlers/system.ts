import { getStatusQueryParams } from '../../src/api/generated/wps-zod/system/system.zod';
import { buildStatus } from '../db/status';
import { world } from '../db/world';
import { badRequest } from '../lib/respond';
import { check, queryOf } from '../lib/validate';
import { http } from './http';

export const systemHandlers = [
  http.get('/wps/system/status', async ({ request, response }) => {
    await world();
    const query = check(getStatusQueryParams, queryOf(request));
    if (!query.ok) return badRequest(query.message);
    return response(200).json(buildStatus());
  }),
];
