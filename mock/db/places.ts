import { getAllProvinces, getMunicipalitiesByProvince } from '@aivangogh/ph-address';
import type { City, Province } from '../../src/api/generated/wps/wps.schemas';

// Provinces and their cities and municipalities from the PSGC dataset (@aivangogh/ph-address: 82 provinces),
// plus Metro Manila, which is a region rather than a province in the PSGC but is where most bank branches
// are, so bank forms list it as one. Ids are the PSGC codes as numbers. The dataset's lookups are slow (a
// scan and sort per call), so cities are read per province, once, and only when asked for.

export const METRO_MANILA_ID = 1300000000;
export const MANILA_CITY_ID = 1380600000;

let names: Map<number, string> | null = null;
const cities = new Map<number, City[]>();

function provinceNames(): Map<number, string> {
  names ??= new Map([
    [METRO_MANILA_ID, 'Metro Manila'],
    ...getAllProvinces().map((p) => [Number(p.psgcCode), p.name] as [number, string]),
  ]);
  return names;
}

function citiesOf(provinceId: number): City[] {
  let list = cities.get(provinceId);
  if (!list) {
    const code = String(provinceId).padStart(10, '0');
    list = getMunicipalitiesByProvince(code).map((m) => ({
      cityId: Number(m.psgcCode),
      displayName: m.name,
    }));
    cities.set(provinceId, list);
  }
  return list;
}

export function provinces(): Province[] {
  return [...provinceNames()].map(([provinceId, displayName]) => ({
    provinceId,
    displayName,
    cities: citiesOf(provinceId),
  }));
}

export function provinceById(provinceId: number): Province | undefined {
  const displayName = provinceNames().get(provinceId);
  return displayName === undefined ? undefined : { provinceId, displayName, cities: citiesOf(provinceId) };
}

export const cityOf = (provinceId: number, cityId: number) =>
  provinceById(provinceId)?.cities.find((c) => c.cityId === cityId);
