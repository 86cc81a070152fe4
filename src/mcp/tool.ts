import type { Schema } from 'yup';
import type { AppServices } from '#application/app-services.ts';
import type { Refusal } from '#domain/errors/refusal.ts';
import type { PartnerScope } from '#domain/partners/partner-scopes.ts';
import { validateWith } from '#domain/validation/validate.ts';
import { requestJsonSchema } from '#web/api/endpoint/json-schema.ts';

/** The use cases the agents' server calls: the site's own, as the web gets them. */
export type McpServices = Pick<AppServices, 'ferry' | 'checkout' | 'disruptions' | 'agents' | 'partners'>;

export interface McpOptions {
  /** The site's public address: every deep link and payment link starts with it. */
  publicUrl: string;
  /** MCP_WRITES: offer the booking tools. */
  writes: boolean;
}

/** Who is calling: a token's name (or this machine, or stdio) and the address places are held for. */
export interface ToolCaller {
  caller: string;
  clientIp: string;
  /** A partner token's scopes (decision 0128): only the tools they allow are offered. None: every tool. */
  scopes?: readonly PartnerScope[];
}

/** The scope a partner token needs for a tool: reading, booking, or undoing what was booked (the after-sale). */
export const scopeOfTool = (
  tool: Pick<Tool<unknown>, 'readOnly' | 'destroys' | 'afterSale'>,
): PartnerScope => (tool.readOnly ? 'read' : tool.destroys || tool.afterSale ? 'afterSale' : 'book');

export type ToolAnswer = { ok: true; value: Record<string, unknown> } | { ok: false; refused: Refusal };

export interface ToolCall<I> {
  services: McpServices;
  options: McpOptions;
  input: I;
  caller: ToolCaller;
}

/** One tool: its input is a yup schema of the domain (or of a booking API descriptor), its JSON Schema made from it. */
export interface Tool<I = never> {
  name: string;
  title: string;
  description: string;
  /** Holds, reads or cancels an order: offered only with MCP_WRITES=true. */
  writes: boolean;
  /** Only reads: clients may call it without asking the person. */
  readOnly: boolean;
  /** Undoes something the person had (a ticket): MCP's destructive hint; a tool that only adds has none. */
  destroys?: true;
  /** Acts on a sold booking without undoing it (holds a change): a partner token needs the after-sale scope. */
  afterSale?: true;
  input: Schema<I>;
  /** Where yup cannot say all (a `when` between fields): the descriptor's own JSON Schema. */
  inputJsonSchema?: object;
  run(call: ToolCall<I>): Promise<ToolAnswer>;
}

export const answered = (value: Record<string, unknown>): ToolAnswer => ({ ok: true, value });
export const refused = (refusal: Refusal): ToolAnswer => ({ ok: false, refused: refusal });

/** Declares a tool; its input type is what its schema infers. */
export const toolOf = <I>(tool: Tool<I>): Tool<I> => tool;

/** The JSON Schema a client is shown for a tool's arguments. */
export const toolJsonSchema = (tool: Tool<unknown>): object => {
  const { $schema: _dialect, ...schema } = (tool.inputJsonSchema ?? requestJsonSchema(tool.input)) as Record<
    string,
    unknown
  >;
  return { ...schema, type: 'object' };
};

/** Runs a tool on arguments checked with its schema; bad arguments are the one refusal with the fields at fault. */
export async function runTool(
  tool: Tool<unknown>,
  args: unknown,
  context: Omit<ToolCall<unknown>, 'input'>,
): Promise<ToolAnswer> {
  const input = validateWith(tool.input, args ?? {}, 'invalidForm');
  if (!input.ok) return refused(input.error);
  return tool.run({ ...context, input: input.value });
}
