/**
 * Orders two build ids (the BUILD_ID a deployment gives, or `<package version>-<YYYYMMDD>.<HHMMSS>`): by the
 * numbers in them, left to right, so `1.10.0` is after `1.9.3` and `0.1.0-20261128.171126` after
 * `0.1.0-20261128.090000`. Negative when `a` is older, 0 when they name the same point, positive when newer.
 * Used for the deployment's `minVersion` (openapi/wps/app.yaml): a page older than it must update.
 */
export function compareBuildIds(a: string, b: string): number {
  const numbers = (id: string) => (id.match(/\d+/g) ?? []).map(Number);
  const left = numbers(a);
  const right = numbers(b);
  for (let i = 0; i < Math.max(left.length, right.length); i++) {
    const difference = (left[i] ?? 0) - (right[i] ?? 0);
    if (difference !== 0) return Math.sign(difference);
  }
  return 0;
}
