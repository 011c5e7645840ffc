import type { IdImageInfo, IdType } from '../../src/api/generated/wps/wps.schemas';
import { pictureTypeOfFile } from '../../src/lib/picture-file';
import { refuse } from '../lib/respond';
import { findPlayer, players, updatePlayer, type Player } from './players';
import { settings } from './settings';

// KYC: Not Set → In review (ID and selfie submitted) → Approved, or Failed with a reason, after which the
// player resubmits. Submissions made through the API are decided after settings.kycReviewDelayMs; the seeded
// review (pedro2026) waits for a person (the dev panel or POST /__mock/kyc).

const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
export const KYC_FAILURE_REASONS = [
  'ID photo is blurred',
  'The selfie does not match the ID',
  'The ID has expired',
];

export const toIdImageInfo = (p: Player): IdImageInfo => ({
  status: p.kycStatus,
  reason: p.kycStatus === 'FAILED' ? p.kycReason || KYC_FAILURE_REASONS[0] : null,
  ...(p.kycIdType ? { idType: p.kycIdType as IdType } : {}),
  idImageUrl: p.kycIdImageUrl || null,
  selfieImageUrl: p.kycSelfieUrl || null,
  ...(p.kycUpdateTime ? { updateTime: p.kycUpdateTime } : {}),
});

async function checkImage(file: File, what: string): Promise<void> {
  if (file.size === 0) refuse('INVALID_IMAGE', `The ${what} image is empty`);
  if (file.size > MAX_IMAGE_BYTES) refuse('IMAGE_TOO_LARGE', `The ${what} image must be 5 MB or smaller`);
  // The bytes decide, not the declared type: an SVG or HTML page sent as image/png is a document, not a photo.
  if (!(await pictureTypeOfFile(file)))
    refuse('INVALID_IMAGE', `The ${what} image must be a PNG, JPEG, WebP or HEIC picture`);
}

export async function submitKyc(
  player: Player,
  form: { idType: IdType; idNumber?: string; idImage: File; selfieImage: File },
  now: number,
): Promise<Player> {
  if (player.kycStatus === 'APPROVED')
    return refuse('KYC_ALREADY_APPROVED', 'Your identity is already verified');
  if (player.kycStatus === 'IN_REVIEW') return refuse('KYC_IN_REVIEW', 'Your documents are being reviewed');
  await checkImage(form.idImage, 'ID');
  await checkImage(form.selfieImage, 'selfie');
  return updatePlayer(player.id, (p) => {
    p.kycStatus = 'IN_REVIEW';
    p.kycReason = '';
    p.kycIdType = form.idType;
    p.kycIdImageUrl = `/mock-cdn/kyc/${p.id}/id-${now}.svg`;
    p.kycSelfieUrl = `/mock-cdn/kyc/${p.id}/selfie-${now}.svg`;
    p.kycUpdateTime = now;
    p.kycReviewAt = now + settings.kycReviewDelayMs;
  });
}

export async function decideKyc(playerId: string, decision: 'approve' | 'fail', at: number, reason?: string) {
  const player = findPlayer(playerId);
  if (!player) return refuse('PLAYER_NOT_FOUND', 'No such player');
  if (player.kycStatus !== 'IN_REVIEW')
    return refuse('KYC_NOT_IN_REVIEW', 'Nothing to review for this player');
  return updatePlayer(playerId, (p) => {
    p.kycStatus = decision === 'approve' ? 'APPROVED' : 'FAILED';
    p.kycReason = decision === 'fail' ? reason || KYC_FAILURE_REASONS[0] : '';
    p.kycUpdateTime = at;
    p.kycReviewAt = 0;
  });
}

export function dueKyc(now: number): { at: number; run: () => Promise<unknown> }[] {
  return players
    .findMany((q) => q.where((p) => p.kycStatus === 'IN_REVIEW' && p.kycReviewAt > 0 && p.kycReviewAt <= now))
    .map((p) => ({
      at: p.kycReviewAt,
      run: () =>
        decideKyc(
          p.id,
          settings.kycOutcome,
          p.kycReviewAt,
          KYC_FAILURE_REASONS[Number(p.id) % KYC_FAILURE_REASONS.length],
        ),
    }));
}
