import {
  getIdImageHeader,
  uploadIdImageBody,
  uploadIdImageHeader,
} from '../../src/api/generated/wps-zod/member/member.zod';
import { submitKyc, toIdImageInfo } from '../db/kyc';
import { formBody, parse, parseHeaders } from '../lib/validate';
import { asPlayer } from './guard';
import { http } from './http';

export const kycHandlers = [
  http.get('/wps/member/idImage', ({ request, response }) =>
    asPlayer(request, async (player) => {
      parseHeaders(getIdImageHeader, request);
      return response(200).json(toIdImageInfo(player));
    }),
  ),

  http.post('/wps/member/idImage', ({ request, response }) =>
    asPlayer(request, async (player, now) => {
      parseHeaders(uploadIdImageHeader, request);
      const form = parse(uploadIdImageBody, await formBody(request));
      return response(200).json(toIdImageInfo(await submitKyc(player, form, now)));
    }),
  ),
];
