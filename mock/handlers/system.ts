import {
  getHelpCenterHeader,
  getHelpCenterQueryParams,
  getStatusHeader,
  getStatusQueryParams,
} from '../../src/api/generated/wps-zod/system/system.zod';
import { HELP_CENTER } from '../db/content';
import { buildStatus } from '../db/status';
import { parse, parseHeaders, queryOf } from '../lib/validate';
import { guarded } from './guard';
import { http } from './http';

export const systemHandlers = [
  http.get('/wps/system/status', ({ request, response }) =>
    guarded(async () => {
      parseHeaders(getStatusHeader, request);
      parse(getStatusQueryParams, queryOf(request));
      return response(200).json(buildStatus());
    }),
  ),

  http.get('/wps/system/helpCenter', ({ request, response }) =>
    guarded(async () => {
      parseHeaders(getHelpCenterHeader, request);
      parse(getHelpCenterQueryParams, queryOf(request));
      return response(200).json([...HELP_CENTER].sort((a, b) => (a.sort ?? 0) - (b.sort ?? 0)));
    }),
  ),
];
