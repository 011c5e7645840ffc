// Build-time constants of scripts/build/boot.ts: whether each start-up trick is in this build (all are, but
// for the builds `npm run bench:boot` makes to measure what each one buys).
declare const __BOOT_PAINT_FIRST__: boolean;
declare const __BOOT_PIECES__: boolean;
declare const __BOOT_TRANSITION__: boolean;
