/**
 * What the loader (/widget.js, loader.ts) leaves on `window.LeadChat` for the widget app (/widget-app.js,
 * main.ts): the calls the page made before the app arrived, and where the app was loaded from.
 */
import type { InitOptions } from './settings.js';

export const VERSION = '1';

export type LoaderStub = {
  version: string;
  /** `init` calls in order: the script tag's data attributes first, then the page's own calls. */
  q: InitOptions[];
  /** The last `open()`/`close()` call before the app arrived: true, false, or undefined for none. */
  o?: boolean;
  /** Origin of the loader script: the API the widget talks to unless `apiUrl` says otherwise. */
  base: string;
  init: (options: InitOptions) => void;
  open: () => void;
  close: () => void;
};
