import type { FerryServices } from './ferry/ferry-services.ts';
import type { CheckReadiness } from './health/check-readiness.ts';
import type { LoadSiteShell } from './site/load-site-shell.ts';

/** The use cases the composition root hands to the web layer (routes get them from the load context). */
export interface AppServices {
  loadSiteShell: LoadSiteShell;
  checkReadiness: CheckReadiness;
  ferry: FerryServices;
}
