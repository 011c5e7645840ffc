// The module build.mjs makes from src/api/generated/*-zod: each generated file's exports.
declare module 'lotto-contract:schemas' {
  export const modules: Record<string, unknown>[];
}
