import main from '../en-screens.json';

// English beyond the first page: the strings of every screen but home (en-screens.json) and of every area, merged into one chunk
// that is fetched only when needed (src/i18n/index.ts). An area added as areas/<area>.en.json joins by itself.
const areas = import.meta.glob<Record<string, string>>('../areas/*.en.json', {
  eager: true,
  import: 'default',
});

const strings: Record<string, string> = Object.assign({}, main, ...Object.values(areas));
export default strings;
