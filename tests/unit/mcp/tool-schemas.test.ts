import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { describe, expect, it } from 'vitest';
import { NETWORK_ENDPOINTS } from '#web/api/booking/network-endpoints.ts';
import { BOOKING_TOOLS } from '../../../src/mcp/booking-tools.ts';
import { CHANGE_TOOLS } from '../../../src/mcp/change-tools.ts';
import { NETWORK_TOOLS } from '../../../src/mcp/network-tools.ts';
import { type Tool, toolJsonSchema } from '../../../src/mcp/tool.ts';
import { TRIP_TOOLS } from '../../../src/mcp/trip-tools.ts';

const TOOLS: Tool<unknown>[] = [...NETWORK_TOOLS, ...TRIP_TOOLS, ...BOOKING_TOOLS, ...CHANGE_TOOLS];
const named = (name: string) => TOOLS.find((tool) => tool.name === name)!;
const descriptor = (operationId: string) => NETWORK_ENDPOINTS.find((e) => e.operationId === operationId)!;

describe('the agents’ tools’ schemas', () => {
  it('are JSON Schemas of objects that a validator compiles, one per tool name', () => {
    const ajv = new Ajv2020({ strict: false });
    addFormats.default(ajv);
    expect(new Set(TOOLS.map((tool) => tool.name)).size).toBe(TOOLS.length);
    for (const tool of TOOLS) {
      const schema = toolJsonSchema(tool) as { type: string };
      expect(schema.type, tool.name).toBe('object');
      expect(() => ajv.compile(schema), tool.name).not.toThrow();
    }
  });

  it('are the booking API’s own where an endpoint does the same, so the two cannot differ', () => {
    const search = toolJsonSchema(named('search_trips')) as { properties: object };
    expect(search.properties).toEqual(
      (descriptor('results').bodyJsonSchema as { properties: object }).properties,
    );
    expect(named('search_trips').input).toBe(descriptor('results').body);
    expect(named('fare_calendar').input).toBe(descriptor('getDates').body);
  });

  it('offer the booking tools only as writes, and say which tools only read', () => {
    expect(BOOKING_TOOLS.every((tool) => tool.writes)).toBe(true);
    expect([...NETWORK_TOOLS, ...TRIP_TOOLS].every((tool) => !tool.writes && tool.readOnly)).toBe(true);
    expect(BOOKING_TOOLS.filter((tool) => !tool.readOnly).map((tool) => tool.name)).toEqual([
      'start_booking',
      'cancel_booking',
    ]);
    // After the sale: reading the sailings a leg may move to asks no one; holding and accepting act.
    expect(CHANGE_TOOLS.every((tool) => tool.writes)).toBe(true);
    expect(CHANGE_TOOLS.map((tool) => [tool.name, tool.readOnly, tool.destroys ?? false])).toEqual([
      ['list_change_sailings', true, false],
      ['hold_change', false, false],
      ['accept_change', false, true],
    ]);
  });
});
