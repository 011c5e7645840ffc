import { Collection } from '@msw/data';
import { z } from 'zod';
import { refuse } from '../lib/respond';
import { post } from './ledger';
import { register } from './store';

// Salary and dividend proposals of agent players, which the relay calls accept or reject. Accepting a paid
// one (dividend, daily or hourly salary) credits the ledger; a contract salary only changes the agreement.

export const AGENT_KINDS = ['contract', 'dividend', 'daily', 'hourly'] as const;
export type AgentKind = (typeof AGENT_KINDS)[number];

export const proposals = register(
  'agentProposals',
  new Collection({
    schema: z.object({
      id: z.number().int(),
      playerId: z.string(),
      kind: z.enum(AGENT_KINDS),
      amountMilli: z.number().int(),
      status: z.enum(['PENDING', 'ACCEPTED', 'REJECTED']),
    }),
  }),
);

export async function seedProposals(): Promise<void> {
  const juan = '10000001';
  await proposals.create({ id: 7781, playerId: juan, kind: 'contract', amountMilli: 0, status: 'PENDING' });
  await proposals.create({
    id: 7782,
    playerId: juan,
    kind: 'dividend',
    amountMilli: 350_500,
    status: 'PENDING',
  });
  await proposals.create({
    id: 7783,
    playerId: juan,
    kind: 'daily',
    amountMilli: 120_000,
    status: 'PENDING',
  });
  await proposals.create({
    id: 7784,
    playerId: juan,
    kind: 'hourly',
    amountMilli: 15_000,
    status: 'PENDING',
  });
}

export async function processProposal(
  playerId: string,
  kind: AgentKind,
  id: number,
  action: 'ACCEPT' | 'REJECT',
  now: number,
) {
  const proposal = proposals.findFirst((q) => q.where({ id }));
  if (!proposal || proposal.playerId !== playerId || proposal.kind !== kind)
    return refuse('RECORD_NOT_FOUND', 'No such proposal for this account');
  if (proposal.status !== 'PENDING')
    return refuse('ALREADY_PROCESSED', 'This proposal was already processed');
  if (action === 'ACCEPT' && proposal.amountMilli > 0)
    await post(playerId, kind === 'dividend' ? 'DIVIDEND' : 'SALARY', proposal.amountMilli, {
      at: now,
      remark: `${kind} #${id}`,
    });
  const status = action === 'ACCEPT' ? ('ACCEPTED' as const) : ('REJECTED' as const);
  await proposals.update((q) => q.where({ id }), {
    data: (p) => {
      p.status = status;
    },
  });
  return { id, status };
}
