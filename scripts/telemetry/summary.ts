import { parseArgs } from 'node:util';
import { formatSummary, summarize, type Entry } from './summarize';

// npm run telemetry:summary [-- --url http://127.0.0.1:8787]: the field data a running fake backend (or any
// server answering GET /__mock/telemetry) received, as p75 per route and metric and the top errors.

const { values } = parseArgs({
  options: { url: { type: 'string', default: `http://127.0.0.1:${process.env.MOCK_PORT ?? 8787}` } },
});
const answer = await fetch(new URL('/__mock/telemetry', values.url));
if (!answer.ok) {
  console.error(`telemetry:summary: ${values.url} answered ${answer.status}`);
  process.exit(1);
}
const { entries } = (await answer.json()) as { entries: Entry[] };
console.log(formatSummary(summarize(entries)));
