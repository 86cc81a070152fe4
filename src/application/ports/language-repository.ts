import type { LocaleCode } from '#domain/i18n/locales.ts';

export interface Language {
  code: LocaleCode;
  name: string;
  isDefault: boolean;
  active: boolean;
  position: number;
}

export interface LanguageRepository {
  listActive(): Promise<Language[]>;
}
