import { startSite } from './main';

// The page's module script (served by the Node runners); the dev server's runner calls startSite() itself.
startSite();
