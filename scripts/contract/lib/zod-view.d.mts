export function zodView<T>(doc: T): T;
