import {
  depositByEWalletBody,
  depositByEWalletHeader,
  depositByLaunchUrlBody,
  depositByLaunchUrlHeader,
  depositByQrBody,
  depositByQrHeader,
  getDepositMethodsHeader,
  getDepositPromotionsHeader,
  getDepositRecordsHeader,
  getDepositRecordsQueryParams,
  getDepositSettingsHeader,
  getDepositTasksHeader,
  getPaymentChannelsHeader,
  getPaymentChannelsQueryParams,
  uploadDepositImageBody,
  uploadDepositImageHeader,
} from '../../src/api/generated/wps-zod/deposit/deposit.zod';
import type { PaymentChannelGroup } from '../../src/api/generated/wps/wps.schemas';
import { pictureTypeOfFile } from '../../src/lib/picture-file';
import { DEPOSIT_LIMITS, DEPOSIT_METHODS, DEPOSIT_PROMOTIONS, PAYMENT_CHANNELS } from '../db/catalog';
import { createDeposit, DEPOSIT, depositsOf, findDeposit, markPaid, toDepositOrder } from '../db/deposits';
import { settings } from '../db/settings';
import { toPesos } from '../lib/money';
import { onePage } from '../lib/paging';
import { refuse } from '../lib/respond';
import { formBody, jsonBody, parse, parseHeaders, queryOf } from '../lib/validate';
import { asPlayer } from './guard';
import { idempotencyKeyOf } from '../lib/idempotency';
import { http } from './http';

const MAX_RECEIPT_BYTES = 5 * 1024 * 1024;

function channelGroups(grouped: boolean): PaymentChannelGroup[] {
  const groups = new Map<string, PaymentChannelGroup>();
  for (const channel of PAYMENT_CHANNELS) {
    const key = grouped ? channel.channelName : `${channel.channelName}#${channel.channelId}`;
    const group = groups.get(key) ?? { channelName: channel.channelName, available: false, channels: [] };
    group.channels.push({ ...channel, fixAmounts: [...channel.fixAmounts] });
    group.available ||= channel.available !== false;
    groups.set(key, group);
  }
  return [...groups.values()];
}

export const depositHandlers = [
  http.get('/wps/v2/deposit/methods', ({ request, response }) =>
    asPlayer(request, async () => {
      parseHeaders(getDepositMethodsHeader, request);
      return response(200).json(
        DEPOSIT_METHODS.map((m) => ({ ...m, enabled: m.enabled && settings.depositAllowed })),
      );
    }),
  ),

  http.get('/wps/v2/deposit/tasks', ({ request, response }) =>
    asPlayer(request, async (player) => {
      parseHeaders(getDepositTasksHeader, request);
      // The contract allows only the open states here; the guard carries that to the answer's type.
      const open = depositsOf(player.id)
        .map(toDepositOrder)
        .filter(
          (d): d is typeof d & { status: typeof DEPOSIT.NEW | typeof DEPOSIT.PENDING } =>
            d.status === DEPOSIT.NEW || d.status === DEPOSIT.PENDING,
        );
      return response(200).json(open);
    }),
  ),

  http.get('/wps/v2/deposit/promotions', ({ request, response }) =>
    asPlayer(request, async () => {
      parseHeaders(getDepositPromotionsHeader, request);
      return response(200).json([...DEPOSIT_PROMOTIONS]);
    }),
  ),

  http.get('/wps/v2/deposit/channels', ({ request, response }) =>
    asPlayer(request, async () => {
      parseHeaders(getPaymentChannelsHeader, request);
      const query = parse(getPaymentChannelsQueryParams, queryOf(request));
      // Grouped only when asked, as the contract says: a client that forgets the parameter gets the difference.
      return response(200).json(channelGroups(query.groupMTByChannelName === 'Y'));
    }),
  ),

  http.get('/wps/v2/deposit/settings', ({ request, response }) =>
    asPlayer(request, async () => {
      parseHeaders(getDepositSettingsHeader, request);
      return response(200).json({
        mobileVerificationType: settings.mobileVerificationType,
        decimals: DEPOSIT_LIMITS.decimals,
        minAmount: DEPOSIT_LIMITS.minAmount,
        maxAmount: DEPOSIT_LIMITS.maxAmount,
        receiptRequired: true,
        nicknameRequired: true,
        expireMinutes: DEPOSIT_LIMITS.expireMinutes,
        depositAllowed: settings.depositAllowed,
      });
    }),
  ),

  http.post('/wps/v2/deposit/qr', ({ request, response }) =>
    asPlayer(request, async (player, now) => {
      parseHeaders(depositByQrHeader, request);
      const body = parse(depositByQrBody, await jsonBody(request));
      return response(200).json(
        toDepositOrder(await createDeposit(player, 'QR', body, now, idempotencyKeyOf(request))),
      );
    }),
  ),

  http.post('/wps/v2/deposit/eWallet', ({ request, response }) =>
    asPlayer(request, async (player, now) => {
      parseHeaders(depositByEWalletHeader, request);
      const body = parse(depositByEWalletBody, await jsonBody(request));
      if (body.accountNo !== undefined && !/^09\d{9}$/.test(body.accountNo.replace(/\D/g, '')))
        refuse('INVALID_ACCOUNT_NO', 'The e-wallet number must be a mobile number like 09171234567');
      return response(200).json(
        toDepositOrder(await createDeposit(player, 'EWALLET', body, now, idempotencyKeyOf(request))),
      );
    }),
  ),

  http.post('/wps/v2/deposit/launchUrl', ({ request, response }) =>
    asPlayer(request, async (player, now) => {
      parseHeaders(depositByLaunchUrlHeader, request);
      const body = parse(depositByLaunchUrlBody, await jsonBody(request));
      return response(200).json(
        toDepositOrder(await createDeposit(player, 'LAUNCH_URL', body, now, idempotencyKeyOf(request))),
      );
    }),
  ),

  // The receipt moves a New order to Pending; the approval follows after the configured delay.
  http.post('/wps/v2/deposit/image', ({ request, response }) =>
    asPlayer(request, async (player, now) => {
      parseHeaders(uploadDepositImageHeader, request);
      // A file travels in the form encoding made for files (docs/spec-decisions.md, "The receipt is
      // multipart/form-data"); url-encoded, a picture would have to be smuggled as text, so it is refused.
      if (!(request.headers.get('Content-Type') ?? '').startsWith('multipart/form-data'))
        refuse('MULTIPART_REQUIRED', 'The receipt must be sent as multipart/form-data');
      const form = parse(uploadDepositImageBody, await formBody(request));
      const order = findDeposit(form.orderNo);
      if (!order || order.playerId !== player.id)
        refuse('ORDER_NOT_FOUND', 'This deposit order does not exist');
      if (form.image.size === 0 || form.image.size > MAX_RECEIPT_BYTES)
        refuse('INVALID_IMAGE', 'The receipt must be a picture of 5 MB or less');
      // The bytes decide, not the declared type: an SVG or HTML page sent as image/png is a document that can
      // carry script wherever the receipt is later shown (the app checks the same before sending).
      if (!(await pictureTypeOfFile(form.image)))
        refuse('INVALID_IMAGE', 'The receipt must be a PNG, JPEG, WebP or HEIC picture');
      const nickname = form.nickname?.trim() ?? '';
      if (!nickname) refuse('NICKNAME_REQUIRED', 'Please enter the account name shown on the receipt');
      await markPaid(order.orderNo, now, { url: `/mock-cdn/receipts/${order.orderNo}.svg`, nickname });
      return response(200).json({ success: true });
    }),
  ),

  http.get('/wps/v2/deposit/records', ({ request, response }) =>
    asPlayer(request, async (player) => {
      parseHeaders(getDepositRecordsHeader, request);
      const query = parse(getDepositRecordsQueryParams, queryOf(request, ['depositState']));
      const matching = depositsOf(player.id).filter(
        (d) =>
          (query.depositType === undefined || d.methodType === query.depositType) &&
          (query.depositState === undefined || d.status === query.depositState),
      );
      const page = onePage(matching, query.page, query.size);
      return response(200).json({
        ...page,
        list: page.list.map((d) => ({
          orderNo: d.orderNo,
          amount: toPesos(d.amountMilli),
          depositType: d.methodType,
          channelName: d.channelName,
          status: d.status,
          createTime: d.createTime,
          remark: d.remark,
        })),
        footer: {
          totalCount: matching.length,
          totalAmount: toPesos(matching.reduce((sum, d) => sum + d.amountMilli, 0)),
        },
      });
    }),
  ),
];
