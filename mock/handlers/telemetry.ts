import { telemetryReportBody } from '../../src/api/generated/wps-zod/system/system.zod';
import { keepTelemetry } from '../db/telemetry';
import { clock } from '../lib/clock';
import { jsonBody, parse } from '../lib/validate';
import { guarded } from './guard';
import { http } from './http';

// Field data (Core Web Vitals, client errors) from the app's beacons: kept in the world for
// GET /__mock/telemetry. A beacon carries no headers, so the call takes none.
export const telemetryHandlers = [
  http.post('/wps/telemetry', ({ request, response }) =>
    guarded(async () => {
      const { build, entries } = parse(telemetryReportBody, await jsonBody(request));
      keepTelemetry(build, entries, clock.now());
      return response(200).json({ success: true });
    }),
  ),
];
