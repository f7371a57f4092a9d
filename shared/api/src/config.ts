/** Runtime configuration the page may set before the apps load (window.__APP_CONFIG__). */
interface AppRuntimeConfig {
  apiBaseUrl?: string;
}

declare global {
  interface Window {
    __APP_CONFIG__?: AppRuntimeConfig;
  }
}

/**
 * The API origin. It must be absolute: fetchBaseQuery builds a `Request`, which rejects relative
 * URLs outside a document (tests, workers).
 */
export function getApiBaseUrl(): string {
  const configured = typeof window !== 'undefined' ? window.__APP_CONFIG__?.apiBaseUrl : undefined;
  if (configured) return configured.replace(/\/$/, '');
  return typeof window !== 'undefined' ? window.location.origin : 'http://localhost:3000';
}
