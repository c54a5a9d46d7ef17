/**
 * Consent before analytics (docs/security.md, "Privacy"). The server puts the analytics snippets a Süper Yönetici
 * saved into an inert <template id="vitrin-analytics">: nothing in it runs or is fetched until the visitor
 * accepts. The choice is a first-party cookie (a necessary one), read only in the browser.
 */
import { setSettingsOpened, settingsOpened } from './settingsOpened';

export const CONSENT_COOKIE = 'vitrin_consent';

export type ConsentChoice = 'accepted' | 'rejected';

const YEAR_SECONDS = 365 * 24 * 60 * 60;

export function readConsent(): ConsentChoice | null {
  const match = new RegExp(`(?:^|;\\s*)${CONSENT_COOKIE}=(accepted|rejected)(?:;|$)`).exec(document.cookie);
  return match ? (match[1] as ConsentChoice) : null;
}

export function storeConsent(choice: ConsentChoice): void {
  const secure = window.location.protocol === 'https:' ? '; secure' : '';
  document.cookie = `${CONSENT_COOKIE}=${choice}; path=/; max-age=${YEAR_SECONDS}; samesite=lax${secure}`;
}

function analyticsTemplate(): HTMLTemplateElement | null {
  const element = document.getElementById('vitrin-analytics');
  return element instanceof HTMLTemplateElement ? element : null;
}

/** Whether the page carries analytics snippets to ask about. */
export function hasAnalytics(): boolean {
  return analyticsTemplate() !== null;
}

let started = false;

/**
 * Runs the snippets: each script is created anew (a script parsed into a template never runs), with the page's
 * nonce, so the Content-Security-Policy lets it run; the rest of the markup is added as it is.
 */
export function runAnalytics(): void {
  const template = analyticsTemplate();
  if (started || !template) return;
  started = true;
  const nonce = document.querySelector<HTMLScriptElement>('script[nonce]')?.nonce ?? '';
  const fragment = template.content.cloneNode(true) as DocumentFragment;
  for (const parsed of Array.from(fragment.querySelectorAll('script'))) {
    const script = document.createElement('script');
    for (const attribute of Array.from(parsed.attributes)) {
      if (attribute.name !== 'nonce') script.setAttribute(attribute.name, attribute.value);
    }
    script.nonce = nonce;
    script.text = parsed.text;
    parsed.replaceWith(script);
  }
  document.head.appendChild(fragment);
}

/** Whether the banner shows: the visitor opened the cookie settings, or has not chosen on a page with analytics. */
export function bannerWanted(): boolean {
  return settingsOpened() || (readConsent() === null && hasAnalytics());
}

export function chooseConsent(choice: ConsentChoice): void {
  storeConsent(choice);
  if (choice === 'accepted') runAnalytics();
  setSettingsOpened(false);
}
