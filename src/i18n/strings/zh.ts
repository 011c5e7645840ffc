import main from '../zh.json';

// Chinese: every string (zh.json) and every area's, merged into one chunk
// that is fetched only when needed (src/i18n/index.ts). An area added as areas/<area>.zh.json joins by itself.
const areas = import.meta.glob<Record<string, string>>('../areas/*.zh.json', {
  eager: true,
  import: 'default',
});

const strings: Record<string, string> = Object.assign({}, main, ...Object.values(areas));
export default strings;
