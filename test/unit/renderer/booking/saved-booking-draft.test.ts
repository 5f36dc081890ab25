import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Draft } from '@shared/ipc/channels/drafts';
import { FormDraft, type DraftBackend } from '@renderer/lib/form-draft';
import { emptyDraft } from '@renderer/screens/booking/booking-draft';
import { prefillDraft } from '@renderer/screens/booking/quote-prefill';
import { bookingDraftForm, bookingFormKey } from '@renderer/screens/booking/saved-booking-draft';
import { TEST_NOW } from '../../../helpers/test-clock';

/** One profile's drafts in main, as a map. */
function memoryDrafts(): DraftBackend & { kept: Map<string, Draft> } {
  const kept = new Map<string, Draft>();
  return {
    kept,
    get: async (formKey) => kept.get(formKey) ?? null,
    save: async (formKey, value) => {
      const draft = {
        formKey,
        value: JSON.parse(JSON.stringify(value)) as unknown,
        savedAt: '2026-03-02T10:42:00.000Z',
      };
      kept.set(formKey, draft);
      return draft;
    },
    remove: async (formKey) => ({ removed: kept.delete(formKey) }),
  };
}

const context = { mode: 'sea-fcl', request: { containers: [{ type: 'DRY20', quantity: 1, weight: 1000 }] } };

describe('booking form drafts', () => {
  beforeEach(() => vi.useFakeTimers({ now: TEST_NOW }));
  afterEach(() => vi.useRealTimers());

  it('names the form by its mode', () => {
    expect(bookingFormKey('sea-fcl')).toBe('booking/sea-fcl');
  });

  it('survives a restart: what was typed for a quote comes back when that quote’s form opens again', async () => {
    const backend = memoryDrafts();
    const start = () => prefillDraft('sea-fcl', context).draft;
    const first = new FormDraft('booking/sea-fcl', bookingDraftForm('sea-fcl', 'Q1', start), {
      backend,
      profileId: () => 'p1',
    });
    const typed = start();
    typed.fields['origin.companyName'] = 'Acme Logistics';
    (typed.containers[0]?.cargos[0] as { values: Record<string, string> }).values.hsCode = '847130';
    first.changed(typed);
    await vi.advanceTimersByTimeAsync(500);

    const again = new FormDraft('booking/sea-fcl', bookingDraftForm('sea-fcl', 'Q1', start), {
      backend,
      profileId: () => 'p1',
    });
    const restored = await again.restore();
    expect(restored?.fields['origin.companyName']).toBe('Acme Logistics');
    expect(restored?.containers[0]?.cargos[0]?.values.hsCode).toBe('847130');
    expect(restored?.containers[0]?.containerType).toBe(typed.containers[0]?.containerType);
    expect(restored?.containers[0]?.key).not.toBe(typed.containers[0]?.key);
    expect(again.view.restoredFrom).toBe('2026-03-02T10:42:00.000Z');
  });

  it('does not fill another quote’s form with this quote’s draft', async () => {
    const backend = memoryDrafts();
    const form = bookingDraftForm('sea-lcl', 'Q1', () => emptyDraft('sea-lcl'));
    const typed = emptyDraft('sea-lcl');
    typed.fields['origin.companyName'] = 'Acme';
    await backend.save('booking/sea-lcl', form.toDraft(typed));
    const other = new FormDraft(
      'booking/sea-lcl',
      bookingDraftForm('sea-lcl', 'Q2', () => emptyDraft('sea-lcl')),
      {
        backend,
        profileId: () => 'p1',
      },
    );
    expect(await other.restore()).toBeNull();
    expect(other.view.restoredFrom).toBeNull();
  });

  it('leaves out fields and line values an older form had', () => {
    const form = bookingDraftForm('sea-lcl', 'Q1', () => emptyDraft('sea-lcl'));
    const kept = form.toDraft(emptyDraft('sea-lcl'));
    const values = form.fromDraft(
      form.schema.parse({
        ...kept,
        fields: { ...kept.fields, retiredField: 'x', 'origin.companyName': 'Acme' },
        cargos: [{ retired: 'y', hsCode: '847130' }],
      }),
    );
    expect(values.fields).not.toHaveProperty('retiredField');
    expect(values.fields['origin.companyName']).toBe('Acme');
    expect(values.cargos[0]?.values).not.toHaveProperty('retired');
    expect(values.cargos[0]?.values.hsCode).toBe('847130');
  });

  it('does not keep the form as it opened (filled in from the rating) as a draft', async () => {
    const backend = memoryDrafts();
    const start = () => prefillDraft('sea-fcl', context).draft;
    const kept = new FormDraft('booking/sea-fcl', bookingDraftForm('sea-fcl', 'Q1', start), {
      backend,
      profileId: () => 'p1',
    });
    kept.changed(start());
    await vi.advanceTimersByTimeAsync(1000);
    expect(backend.kept.size).toBe(0);
  });
});
