/**
 * Whether the visitor asked to see the cookie settings (the footer's link), until a choice closes them: a small
 * store that the always-loaded slot and the banner's own chunk both read, so neither imports the other's module.
 */
let opened = false;
const listeners = new Set<() => void>();

export function subscribeConsent(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const settingsOpened = (): boolean => opened;

export function setSettingsOpened(value: boolean): void {
  opened = value;
  listeners.forEach((listener) => listener());
}
