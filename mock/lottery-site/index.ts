import { siteApiHandlers } from './api';
import { sitePageHandlers } from './page';

// The fake lottery site: its page and style sheet, and its API. Every runner serves these; the browser code
// is served by the Node runners (node-scripts.ts) or compiled by the dev server (dev-frame.ts).
export const lotterySiteHandlers = [...sitePageHandlers, ...siteApiHandlers];
