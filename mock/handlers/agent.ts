import {
  processContractSalaryBody,
  processContractSalaryHeader,
  processDailySalaryBody,
  processDailySalaryHeader,
  processDividendBody,
  processDividendHeader,
  processHourlySalaryBody,
  processHourlySalaryHeader,
} from '../../src/api/generated/wps-zod/agent/agent.zod';
import { processProposal } from '../db/agent';
import { jsonBody, parse, parseHeaders } from '../lib/validate';
import { asPlayer } from './guard';
import { http } from './http';

export const agentHandlers = [
  http.post('/wps/relay/ACS_processContractSalary', ({ request, response }) =>
    asPlayer(request, async (player, now) => {
      parseHeaders(processContractSalaryHeader, request);
      const body = parse(processContractSalaryBody, await jsonBody(request));
      return response(200).json(await processProposal(player.id, 'contract', body.id, body.action, now));
    }),
  ),
  http.post('/wps/relay/ACS_processDividend', ({ request, response }) =>
    asPlayer(request, async (player, now) => {
      parseHeaders(processDividendHeader, request);
      const body = parse(processDividendBody, await jsonBody(request));
      return response(200).json(await processProposal(player.id, 'dividend', body.id, body.action, now));
    }),
  ),
  http.post('/wps/relay/ACS_processDailySalary', ({ request, response }) =>
    asPlayer(request, async (player, now) => {
      parseHeaders(processDailySalaryHeader, request);
      const body = parse(processDailySalaryBody, await jsonBody(request));
      return response(200).json(await processProposal(player.id, 'daily', body.id, body.action, now));
    }),
  ),
  http.post('/wps/relay/ACS_processHourlySalary', ({ request, response }) =>
    asPlayer(request, async (player, now) => {
      parseHeaders(processHourlySalaryHeader, request);
      const body = parse(processHourlySalaryBody, await jsonBody(request));
      return response(200).json(await processProposal(player.id, 'hourly', body.id, body.action, now));
    }),
  ),
];
