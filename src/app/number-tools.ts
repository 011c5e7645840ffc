// The number tools, check my numbers and hot and cold numbers (issue 20 items 5 and 6), are one chunk loaded with
// whichever of them opens first: they are reached from the same places (the draw results, More) and share the
// draw history's reading, and one lazy import in the route table costs the first page less than two.
export { NumberCheckPage } from '@/features/number-check/number-check-page';
export { HotColdPage } from '@/features/hot-cold/hot-cold-page';
