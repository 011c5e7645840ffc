import { z } from 'zod';

/**
 * Only a path of this app: a stored, posted or passed value must never send the player to another site.
 * "//host" and "/\\host" are addresses of another host, and so is "/\t/host": browsers drop tabs and line breaks
 * from an address and read a backslash as a slash. A path of ours needs no backslash, control character or
 * space, so a value with any of them is refused whole.
 */
export const appPath = z
  .string()
  .max(512)
  .regex(/^\/(?![/\\])[^\s\\\p{Cc}]*$/u);

export const isAppPath = (path: unknown): path is string => appPath.safeParse(path).success;
