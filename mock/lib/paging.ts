// One-based pages (the account and deposit records) and start/end offsets (the withdraw records).

export function onePage<T>(items: readonly T[], page: number, size: number) {
  const start = (page - 1) * size;
  return {
    list: items.slice(start, start + size),
    total: items.length,
    totalPages: Math.ceil(items.length / size),
  };
}

export function offsetPage<T>(items: readonly T[], start: number, end: number) {
  const size = Math.max(1, end - start);
  return {
    list: items.slice(start, Math.max(start, end)),
    total: items.length,
    totalPages: Math.ceil(items.length / size),
  };
}
