// The deposit area's calls and types, re-exported for src/api/index.ts (each member area keeps its own list).
export {};
