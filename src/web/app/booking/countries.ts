import { useEffect, useState } from 'react';

export interface CountryOption {
  code: string;
  name: string;
  callingCode: string;
}

const requested = new Map<string, Promise<CountryOption[]>>();

/** The list of one language, asked once per page (a failed answer is asked again on the next use). */
function fetchCountries(locale: string): Promise<CountryOption[]> {
  const known = requested.get(locale);
  if (known) return known;
  const answer = fetch(`/checkout/countries?lang=${encodeURIComponent(locale)}`)
    .then((response) => {
      if (!response.ok) throw new Error(`countries: ${response.status}`);
      return response.json() as Promise<{ countries: CountryOption[] }>;
    })
    .then((body) => body.countries);
  answer.catch(() => requested.delete(locale));
  requested.set(locale, answer);
  return answer;
}

/** Countries with names in the reader's language and calling codes, from `/checkout/countries`. */
export function useCountries(locale: string): CountryOption[] {
  const [countries, setCountries] = useState<CountryOption[]>([]);
  useEffect(() => {
    let current = true;
    fetchCountries(locale).then(
      (list) => current && setCountries(list),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [locale]);
  return countries;
}
