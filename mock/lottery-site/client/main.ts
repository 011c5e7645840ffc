import { createSiteApp, type Launch } from './app';

// Starts the site in this document from the launch URL (?merchant=…&view=game|order&token=…&gameId=…).

export function readLaunch(search: string): Launch {
  const query = new URLSearchParams(search);
  const gameId = Number(query.get('gameId'));
  return {
    code: query.get('token'),
    view: query.get('view') === 'order' ? 'order' : 'game',
    gameId: Number.isSafeInteger(gameId) && gameId > 0 ? gameId : null,
  };
}

export function startSite(): void {
  const launch = readLaunch(window.location.search);
  // The one-time code is spent as soon as it is read: keep it out of the address (and of a reload).
  const url = new URL(window.location.href);
  url.searchParams.delete('token');
  history.replaceState(history.state, '', url);
  let root = document.getElementById('site');
  if (!root) {
    root = document.createElement('div');
    root.id = 'site';
    root.className = 'site';
    document.body.append(root);
  }
  void createSiteApp(root, launch).start();
}
