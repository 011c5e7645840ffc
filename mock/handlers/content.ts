import {
  getAnnouncementsHeader,
  getAnnouncementsQueryParams,
} from '../../src/api/generated/wps-zod/content/content.zod';
import type { Announcements } from '../../src/api/generated/wps/wps.schemas';
import { formatManilaDate } from '../../src/lib/manila-time';
import { buildAnnouncements } from '../db/content';
import { worldMeta } from '../db/store';
import { clock } from '../lib/clock';
import { parse, parseHeaders, queryOf } from '../lib/validate';
import { guarded } from './guard';
import { http } from './http';

const GROUP_OF_TYPE = { B: 'banners', PR: 'promotions', PL: 'players', PU: 'popup' } as const;

export const contentHandlers = [
  // types picks the groups (B banners, PR promotions, PL players, PU popup); groupName picks one group by
  // name (footer has no type); with neither, every group. Popups past their end date are left out.
  http.get('/wps/relay/MCSFE_getListAnnouncements', ({ request, response }) =>
    guarded(async () => {
      parseHeaders(getAnnouncementsHeader, request);
      const query = parse(getAnnouncementsQueryParams, queryOf(request));
      const now = clock.now();
      const all = buildAnnouncements(worldMeta.seededAt || now);
      const today = formatManilaDate(now, '-');
      all.popup = all.popup.filter((p) => p.noExpiry || !p.endDate || p.endDate >= today);
      const groups = new Set<keyof Announcements>();
      if (query.groupName) groups.add(query.groupName as keyof Announcements);
      for (const type of query.types?.split(',') ?? [])
        groups.add(GROUP_OF_TYPE[type as keyof typeof GROUP_OF_TYPE]);
      const body: Announcements = {};
      for (const [name, items] of Object.entries(all) as [keyof Announcements, never][]) {
        if (groups.size === 0 || groups.has(name)) body[name] = items;
      }
      return response(200).json(body);
    }),
  ),
];
