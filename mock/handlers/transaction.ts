import {
  getTransactionRecordsHeader,
  getTransactionRecordsQueryParams,
} from '../../src/api/generated/wps-zod/transaction/transaction.zod';
import { DEFAULT_EXCLUDED_TX_TYPES, entriesOf } from '../db/ledger';
import { toPesos } from '../lib/money';
import { onePage } from '../lib/paging';
import { parse, parseHeaders, queryOf } from '../lib/validate';
import { asPlayer } from './guard';
import { http } from './http';

export const transactionHandlers = [
  // The account records are the ledger itself, newest first, minus the excluded transaction types (by
  // default the internal game-wallet moves).
  http.get('/wps/v2/transaction/records', ({ request, response }) =>
    asPlayer(request, async (player) => {
      parseHeaders(getTransactionRecordsHeader, request);
      const query = parse(getTransactionRecordsQueryParams, queryOf(request));
      const excluded = query.excludeTxTypeIds
        ? query.excludeTxTypeIds.split(',').map(Number)
        : DEFAULT_EXCLUDED_TX_TYPES;
      const entries = entriesOf(player.id)
        .filter((e) => !excluded.includes(e.txTypeId))
        .sort((a, b) => b.createTime - a.createTime || b.id - a.id);
      const page = onePage(entries, query.page, query.size);
      return response(200).json({
        ...page,
        list: page.list.map((e) => ({
          id: e.id,
          txTypeId: e.txTypeId,
          txTypeName: e.txTypeName,
          amount: toPesos(e.amountMilli),
          balanceAfter: toPesos(e.balanceAfterMilli),
          createTime: e.createTime,
          remark: e.remark || null,
        })),
      });
    }),
  ),
];
