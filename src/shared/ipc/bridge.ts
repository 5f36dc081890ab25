import type { ChannelInput, ChannelName, ChannelOutput, EventName, EventPayloads } from './contract';
import type { IpcResult } from './result';

type AreaOf<K extends string> = K extends `${infer A}.${string}` ? A : never;
type MethodOf<K extends string, A extends string> = K extends `${A}.${infer M}` ? M : never;

/** A channel's function: no argument when its input is undefined. */
type ChannelFunction<K extends ChannelName> = undefined extends ChannelInput<K>
  ? (input?: ChannelInput<K>) => Promise<IpcResult<ChannelOutput<K>>>
  : (input: ChannelInput<K>) => Promise<IpcResult<ChannelOutput<K>>>;

/**
 * window.freightDesk: one object per area, one function per channel, plus
 * `on` for events. Built from the channel table by the preload (Electron) and
 * by the web harness bridge (browser).
 */
export type FreightDeskBridge = {
  readonly [A in AreaOf<ChannelName>]: {
    readonly [M in MethodOf<ChannelName, A>]: ChannelFunction<Extract<`${A}.${M}`, ChannelName>>;
  };
} & {
  /** Subscribes to a main-process event; returns the function that unsubscribes. */
  readonly on: <E extends EventName>(event: E, listener: (payload: EventPayloads[E]) => void) => () => void;
};

/** Builds the bridge object from one generic invoke function and one event subscriber. */
export function buildBridge(
  names: readonly ChannelName[],
  invoke: (channel: ChannelName, input: unknown) => Promise<IpcResult<unknown>>,
  subscribe: (event: EventName, listener: (payload: unknown) => void) => () => void,
): FreightDeskBridge {
  const areas: Record<string, Record<string, (input?: unknown) => Promise<IpcResult<unknown>>>> = {};
  for (const name of names) {
    const [area, method] = name.split('.') as [string, string];
    (areas[area] ??= {})[method] = (input?: unknown) => invoke(name, input);
  }
  for (const area of Object.values(areas)) Object.freeze(area);
  return Object.freeze({
    ...areas,
    on: (event: EventName, listener: (payload: never) => void) =>
      subscribe(event, listener as (payload: unknown) => void),
  }) as unknown as FreightDeskBridge;
}
