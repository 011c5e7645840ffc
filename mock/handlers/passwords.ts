import { z } from 'zod';
import {
  changePasswordBody,
  changePasswordHeader,
  changePaymentPasswordBody,
  changePaymentPasswordHeader,
  resetPasswordByEmailHeader,
  setPaymentPasswordBody,
  setPaymentPasswordHeader,
} from '../../src/api/generated/wps-zod/member/member.zod';
import type { ResetPasswordByEmailRequest } from '../../src/api/generated/wps/wps.schemas';
import { findPlayerByUsername, updatePlayer } from '../db/players';
import { spendTicket } from '../db/sms';
import { readEncrypted } from '../lib/encrypted';
import { refuse } from '../lib/respond';
import { formBody, parse, parseHeaders } from '../lib/validate';
import { asPlayer, guarded } from './guard';
import { http } from './http';

// The form-encoded reset call has no generated body schema (orval skips url-encoded bodies): this one follows
// ResetPasswordByEmailRequest, and the type check keeps the two in step.
const resetPasswordByEmailBody = z.object({
  username: z.string().min(1),
  email: z.string().min(1),
}) satisfies z.ZodType<ResetPasswordByEmailRequest>;

export const passwordHandlers = [
  http.post('/wps/member/password', ({ request, response }) =>
    asPlayer(request, async (player) => {
      parseHeaders(changePasswordHeader, request);
      const body = parse(changePasswordBody, await readEncrypted(request));
      if (body.oldPassword !== player.password)
        refuse('OLD_PASSWORD_INCORRECT', 'The old password is incorrect');
      if (body.newPassword !== body.confirmNewPassword)
        refuse('inconsistent_twice', 'Incorrect confirmation input');
      if (body.newPassword === body.oldPassword)
        refuse('same_password', 'The new password and the old password cannot be the same');
      await updatePlayer(player.id, (p) => {
        p.password = body.newPassword;
      });
      return response(200).json({ success: true });
    }),
  ),

  http.post('/wps/member/password/email', ({ request, response }) =>
    guarded(async () => {
      parseHeaders(resetPasswordByEmailHeader, request);
      // The spec shows the e-mail nested as email {email}; accept email[email] as well as a plain email.
      const form = await formBody(request);
      const body = parse(resetPasswordByEmailBody, { ...form, email: form.email ?? form['email[email]'] });
      const player = findPlayerByUsername(body.username);
      if (!player || !player.email || player.email.toLowerCase() !== body.email.trim().toLowerCase())
        refuse('EMAIL_NOT_MATCH', 'The username and e-mail address do not match');
      console.info(`[mock] password-reset mail for ${player.username} sent to ${player.email}`);
      return response(200).json({ success: true });
    }),
  ),

  http.post('/wps/member/paymentPassword', ({ request, response }) =>
    asPlayer(request, async (player) => {
      parseHeaders(setPaymentPasswordHeader, request);
      const body = parse(setPaymentPasswordBody, await readEncrypted(request));
      if (player.paymentPassword) refuse('PAYMENT_PASSWORD_EXISTS', 'A payment password is already set');
      if (body.paymentPassword !== body.confirmPaymentPassword)
        refuse('inconsistent_twice', 'Incorrect confirmation input');
      await updatePlayer(player.id, (p) => {
        p.paymentPassword = body.paymentPassword;
      });
      return response(200).json({ success: true });
    }),
  ),

  http.put('/wps/member/paymentPassword', ({ request, response }) =>
    asPlayer(request, async (player, now) => {
      parseHeaders(changePaymentPasswordHeader, request);
      const body = parse(changePaymentPasswordBody, await readEncrypted(request));
      if (!player.paymentPassword) refuse('PAYMENT_PASSWORD_NOT_SET', 'Please set a payment password first');
      if (body.ticket) await spendTicket(body.ticket, player.id, 'PAYMENT_PASSWORD', now);
      else if (body.oldPaymentPassword !== player.paymentPassword)
        refuse('PAYMENT_PASSWORD_INCORRECT', 'The payment password is incorrect');
      if (body.newPaymentPassword !== body.confirmNewPaymentPassword)
        refuse('inconsistent_twice', 'Incorrect confirmation input');
      if (body.newPaymentPassword === player.paymentPassword)
        refuse('same_password', 'The new password and the old password cannot be the same');
      await updatePlayer(player.id, (p) => {
        p.paymentPassword = body.newPaymentPassword;
      });
      return response(200).json({ success: true });
    }),
  ),
];
