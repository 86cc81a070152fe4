import { PAGE_ABOUT_US } from './static-pages/about-us.ts';
import { PAGE_PRIVACY } from './static-pages/privacy.ts';
import { PAGE_TERMS } from './static-pages/terms.ts';
import type { SeedStaticPage } from './types.ts';

export const SEED_STATIC_PAGES: SeedStaticPage[] = [PAGE_ABOUT_US, PAGE_TERMS, PAGE_PRIVACY];
