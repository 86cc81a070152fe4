import { useId } from 'react';
import { type SearchQuery, setReturnDate, updateSearchLeg } from '#domain/search/search-query.ts';
import { useIntl } from '../i18n/intl.tsx';
import { DatePicker } from './date-picker.tsx';
import { PortCombobox } from './port-combobox.tsx';
import type { SearchPort } from './search-ports.server.ts';
import { useConnectedPorts } from './use-connected-ports.ts';

/** Only ports linked to the other end, but never without the one already chosen. */
function narrowed(ports: SearchPort[], linked: Set<string> | null, keep: string): SearchPort[] {
  return linked ? ports.filter((port) => linked.has(port.code) || port.code === keep) : ports;
}

interface LegFieldsProps {
  index: number;
  query: SearchQuery;
  ports: SearchPort[];
  today: string;
  errorOf(path: string): string | undefined;
  onChange(query: SearchQuery): void;
}

/** One crossing: from, to and the day; a round trip's first leg also takes the return day. */
export function LegFields({ index, query, ports, today, errorOf, onChange }: LegFieldsProps) {
  const intl = useIntl();
  const id = useId();
  const leg = query.legs[index]!;
  const destinations = useConnectedPorts('destinations', leg.departurePort);
  const origins = useConnectedPorts('origins', leg.destinationPort);
  const path = `legs[${index}]`;
  const field = (name: string) => {
    const key = errorOf(`${path}.${name}`);
    return { error: key, errorId: `${id}-${name}-error` };
  };
  const previousDate = index > 0 ? query.legs[index - 1]?.departureDate : undefined;
  return (
    <div className="search-leg">
      <PortCombobox
        name="from"
        label={intl.formatMessage({ id: 'searchFrom' })}
        ports={narrowed(ports, origins, leg.departurePort)}
        value={leg.departurePort}
        onChange={(code) => onChange(updateSearchLeg(query, index, { departurePort: code }))}
        {...field('departurePort')}
      />
      <PortCombobox
        name="to"
        label={intl.formatMessage({ id: 'searchTo' })}
        ports={narrowed(ports, destinations, leg.destinationPort)}
        value={leg.destinationPort}
        onChange={(code) => onChange(updateSearchLeg(query, index, { destinationPort: code }))}
        {...field('destinationPort')}
      />
      <DatePicker
        name="date"
        label={intl.formatMessage({
          id: index === 0 && query.typeOfTrip !== 'multipleTrips' ? 'searchDeparture' : 'searchDate',
        })}
        value={leg.departureDate}
        min={previousDate && previousDate > today ? previousDate : today}
        origin={leg.departurePort}
        destination={leg.destinationPort}
        onChange={(date) => onChange(updateSearchLeg(query, index, { departureDate: date }))}
        {...field('departureDate')}
      />
      {query.typeOfTrip === 'roundTrip' && (
        <DatePicker
          name="return"
          label={intl.formatMessage({ id: 'searchReturn' })}
          value={query.returnDate}
          min={leg.departureDate && leg.departureDate > today ? leg.departureDate : today}
          origin={leg.destinationPort}
          destination={leg.departurePort}
          onChange={(date) => onChange(setReturnDate(query, date))}
          error={errorOf('returnDate')}
          errorId={`${id}-return-error`}
        />
      )}
    </div>
  );
}
