export function bundleSpec(
  rootFile: string,
  read: (file: string) => string | undefined,
): Record<string, unknown> | undefined;
