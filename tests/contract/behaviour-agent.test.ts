import { describe, expect, it } from 'vitest';
import { call, logInAs, logOutLocally } from './support';

// The four agent relays (product spec section 7: "relay POSTs for contract salary, dividend, daily and hourly
// salary processing", not shown). No player screen makes them (docs/spec-decisions.md says where they belong);
// the contract, the fake backend's handlers and these tests keep them ready for the screen that will. The seeded
// agent juan2026 has one pending proposal of each kind (mock/db/agent.ts): 7781 contract salary, 7782 dividend
// ₱350.50, 7783 daily salary ₱120.00, 7784 hourly salary ₱15.00.

const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => ({ status: 200, code: 'none' }),
    (e: { status: number; code: string }) => ({ status: e.status, code: e.code }),
  );
const balance = async () => (await call<{ sumBalance: number }>('/wps/v2/wallets/balance', 'GET')).sumBalance;
const processProposal = (relay: string, id: number, action: string) =>
  call<{ id: number; status: string }>(`/wps/relay/${relay}`, 'POST', { data: { id, action } });

describe('§7.20 agent salary and dividend relays', () => {
  it('§7.20 accepting a paid proposal credits the wallet once (dividend, daily and hourly salary); a contract salary or a refusal moves no money', async () => {
    await logInAs('juan2026');
    const start = await balance();

    expect(await processProposal('ACS_processDividend', 7782, 'ACCEPT')).toEqual({
      id: 7782,
      status: 'ACCEPTED',
    });
    expect(await balance()).toBeCloseTo(start + 350.5, 2);
    expect(await processProposal('ACS_processHourlySalary', 7784, 'ACCEPT')).toEqual({
      id: 7784,
      status: 'ACCEPTED',
    });
    expect(await balance()).toBeCloseTo(start + 365.5, 2);
    expect(await processProposal('ACS_processDailySalary', 7783, 'REJECT')).toEqual({
      id: 7783,
      status: 'REJECTED',
    });
    expect(await processProposal('ACS_processContractSalary', 7781, 'ACCEPT')).toEqual({
      id: 7781,
      status: 'ACCEPTED',
    });
    expect(await balance()).toBeCloseTo(start + 365.5, 2);

    // Processed is final: a second answer to the same proposal is refused, and pays nothing.
    expect(await failure(processProposal('ACS_processDividend', 7782, 'ACCEPT'))).toMatchObject({
      code: 'ALREADY_PROCESSED',
    });
    expect(await failure(processProposal('ACS_processDailySalary', 7783, 'ACCEPT'))).toMatchObject({
      code: 'ALREADY_PROCESSED',
    });
    expect(await balance()).toBeCloseTo(start + 365.5, 2);

    // The money is booked as agent income, which the transaction records show.
    const records = await call<{ list: { txTypeId: number; amount: number }[] }>(
      '/wps/v2/transaction/records',
      'GET',
      { params: { page: 1, size: 10 } },
    );
    expect(records.list.slice(0, 2)).toEqual([
      expect.objectContaining({ txTypeId: 5001, amount: 15 }),
      expect.objectContaining({ txTypeId: 5002, amount: 350.5 }),
    ]);
  });

  it("§7.20 each relay takes only its own kind of proposal, only the player's own, only logged in and only ACCEPT or REJECT", async () => {
    await logInAs('juan2026');
    // A dividend is not a contract salary.
    expect(await failure(processProposal('ACS_processContractSalary', 7782, 'ACCEPT'))).toMatchObject({
      status: 400,
      code: 'RECORD_NOT_FOUND',
    });
    expect(await failure(processProposal('ACS_processDividend', 7782, 'CLAIM'))).toMatchObject({
      status: 400,
      code: 'BAD_REQUEST',
    });

    await logInAs('maria2026');
    expect(await failure(processProposal('ACS_processHourlySalary', 7784, 'ACCEPT'))).toMatchObject({
      code: 'RECORD_NOT_FOUND',
    });

    logOutLocally();
    for (const relay of [
      'ACS_processContractSalary',
      'ACS_processDividend',
      'ACS_processDailySalary',
      'ACS_processHourlySalary',
    ])
      expect(await failure(processProposal(relay, 7781, 'ACCEPT'))).toMatchObject({ status: 401 });
  });
});
