import { Collection } from '@msw/data';
import { z } from 'zod';
import { refuse } from '../lib/respond';
import { nextId, register } from './store';

// Custom avatars arrive as data URLs; the fake CDN serves them back at /mock-cdn/avatar/<id>.<ext>. SVG is
// refused (it can carry script), and so is anything over 300 kB.

const MAX_BYTES = 300 * 1024;

export const avatars = register(
  'avatars',
  new Collection({
    schema: z.object({ id: z.number().int(), playerId: z.string(), mime: z.string(), base64: z.string() }),
  }),
);

export async function storeAvatar(playerId: string, dataUrl: string): Promise<string> {
  const match = /^data:(image\/(?:png|jpeg|webp));base64,([A-Za-z0-9+/=]+)$/.exec(dataUrl);
  if (!match) return refuse('INVALID_AVATAR', 'Upload a PNG, JPEG or WebP picture');
  if ((match[2].length * 3) / 4 > MAX_BYTES)
    return refuse('IMAGE_TOO_LARGE', 'The picture must be 300 kB or smaller');
  avatars.deleteMany((q) => q.where({ playerId }));
  const id = nextId('avatar', 1);
  await avatars.create({ id, playerId, mime: match[1], base64: match[2] });
  return `/mock-cdn/avatar/${id}.${match[1].split('/')[1]}`;
}

export const findAvatar = (id: number) => avatars.findFirst((q) => q.where({ id }));
