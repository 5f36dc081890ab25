import { beforeEach, describe, expect, it } from 'vitest';
import { useLanguageSource } from '@shared/i18n/desk-language';
import { AppError } from '@renderer/lib/api';
import {
  TrackingSwitchState,
  type TrackingSwitchDeps,
  type TrackingSwitchInput,
} from '@renderer/screens/tracking/tracking-switch.svelte';

type Answer = Awaited<ReturnType<TrackingSwitchDeps['switchTracking']>>;

function trackingSwitch(initial: boolean | null, answer: () => Promise<Answer>, offline: string | null = null) {
  const said: string[] = [];
  const asked: unknown[] = [];
  const input: TrackingSwitchInput = {
    shipmentId: 'id-1',
    initial,
    onchanged: (enabled) => said.push(`changed ${enabled}`),
    oncheck: () => said.push('check'),
  };
  const deps: TrackingSwitchDeps = {
    switchTracking: (request) => {
      asked.push(request);
      return answer();
    },
    serviceReason: () => offline,
  };
  return { state: new TrackingSwitchState(() => input, deps), said, asked };
}

beforeEach(() => useLanguageSource(() => 'en'));

describe('a shipment’s tracking switch', () => {
  it('shows what the service says, and on with a note when it says nothing', () => {
    expect(trackingSwitch(false, async () => ({ success: true, message: null })).state).toMatchObject({
      enabled: false,
      known: true,
    });
    expect(trackingSwitch(null, async () => ({ success: true, message: null })).state).toMatchObject({
      enabled: true,
      known: false,
    });
  });

  it('switches off, says so, and tells the panel', async () => {
    const { state, said, asked } = trackingSwitch(true, async () => ({ success: true, message: null }));
    const switching = state.toggle();
    expect(state.busy).toBe(true);
    await switching;
    expect(asked).toEqual([{ shipmentId: 'id-1', enabled: false }]);
    expect(state.enabled).toBe(false);
    expect(state.busy).toBe(false);
    expect(state.result).toEqual({ ok: true, text: 'Tracking switched off' });
    expect(said).toEqual(['changed false']);
  });

  it('stays as it was when the service refuses, saying its reason', async () => {
    const { state, said } = trackingSwitch(true, async () => ({ success: false, message: 'Delivered shipment' }));
    await state.toggle();
    expect(state.enabled).toBe(true);
    expect(state.result).toEqual({ ok: false, text: 'The service did not switch tracking: Delivered shipment' });
    expect(said).toEqual([]);
  });

  it('says a switch may have happened when its answer could not be read, and has the shipment read again', async () => {
    const lost = new AppError({
      code: 'network',
      message: 'The connection dropped',
      details: { outcomeUnknown: true },
    });
    const { state, said } = trackingSwitch(false, () => Promise.reject(lost));
    await state.toggle();
    expect(state.outcomeUnknown).toEqual({ to: true, message: 'The connection dropped' });
    expect(state.result).toBeNull();
    expect(state.enabled).toBe(false);
    expect(said).toEqual(['check']);
  });

  it('says why a switch failed that surely was not made', async () => {
    const { state } = trackingSwitch(true, () =>
      Promise.reject(new AppError({ code: 'internal', message: 'Main stopped' })),
    );
    await state.toggle();
    expect(state.result?.ok).toBe(false);
    expect(state.result?.text).toMatch(/^Could not switch tracking off\. .*: Main stopped$/);
  });

  it('asks nothing while offline or while a switch is under way', async () => {
    const offline = trackingSwitch(true, async () => ({ success: true, message: null }), 'The desk is offline.');
    await offline.state.toggle();
    expect(offline.asked).toEqual([]);
    const { state, asked } = trackingSwitch(true, async () => ({ success: true, message: null }));
    const first = state.toggle();
    await state.toggle();
    await first;
    expect(asked).toHaveLength(1);
  });
});
