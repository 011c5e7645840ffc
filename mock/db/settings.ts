// Switches of the fake backend's world that scenarios and tests flip (maintenance, region block, a new app
// version). Reset with the world.
export const settingsDefaults = {
  appVersion: '1.0.0',
  maintenance: false,
  regionRestriction: false,
  visitorIp: '112.198.64.23',
  visitorCountryCode: 'PH',
};

export const settings = { ...settingsDefaults };

export function resetSettings(): void {
  Object.assign(settings, settingsDefaults);
}
