import { lazy } from 'react';

/**
 * The data layer (react-query and the fetch pipeline behind the screens) is not needed to draw the shell and
 * the skeletons, so it arrives as its own chunk, fetched as soon as the app starts.
 */
export const loadDataProvider = () => import('./data-provider');

export const LazyDataProvider = lazy(() => loadDataProvider().then((m) => ({ default: m.DataProvider })));
