import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import type { Draft } from '@shared/ipc/channels/drafts';
import { useLanguageSource } from '@shared/i18n/desk-language';
import { AppError } from '@renderer/lib/api';
import { FormDraft, fitDraft, fitNote, type DraftBackend, type DraftForm } from '@renderer/lib/form-draft';
import { bookingDraftForm } from '@renderer/screens/booking/saved-booking-draft';
import { emptyDraft } from '@renderer/screens/booking/booking-draft';
import { formModes } from '@renderer/screens/rating/form-modes';
import { ratingDraftForm } from '@renderer/screens/rating/rating-draft';
import { TEST_NOW } from '../../../helpers/test-clock';

/** A small form: a name, a count as typed, and rows with page-local keys. */
interface Values {
  name: string;
  count: string;
  rows: Array<{ key: number; text: string }>;
}
type Kept = { name: string; count: string; rows: string[] };

let nextKey = 0;
const form: DraftForm<Values, Kept> = {
  schema: z.object({ name: z.string(), count: z.string(), rows: z.array(z.string()) }),
  empty: () => ({ name: '', count: '', rows: [{ key: ++nextKey, text: '' }] }),
  toDraft: (v) => ({ name: v.name, count: v.count, rows: v.rows.map((r) => r.text) }),
  fromDraft: (d) => ({ name: d.name, count: d.count, rows: d.rows.map((text) => ({ key: ++nextKey, text })) }),
  fieldNames: { name: () => 'name', count: () => 'count', rows: () => 'rows' },
};

/** Main's drafts, per profile, as a map; every call is recorded. */
class FakeDrafts implements DraftBackend {
  readonly kept = new Map<string, Draft>();
  readonly calls: string[] = [];
  failSaves = false;
  async get(formKey: string): Promise<Draft | null> {
    this.calls.push(`get ${formKey}`);
    return this.kept.get(formKey) ?? null;
  }
  async save(formKey: string, value: unknown): Promise<Draft> {
    this.calls.push(`save ${formKey}`);
    if (this.failSaves) throw new AppError({ code: 'internal', message: 'disk full' });
    const draft = { formKey, value, savedAt: '2026-03-02T10:42:00.000Z' };
    this.kept.set(formKey, draft);
    return draft;
  }
  async remove(formKey: string): Promise<unknown> {
    this.calls.push(`remove ${formKey}`);
    return { removed: this.kept.delete(formKey) };
  }
}

describe('FormDraft', () => {
  let backend: FakeDrafts;
  let profile: string | null;
  const make = () => new FormDraft('test/form', form, { backend, profileId: () => profile, delayMs: 500 });

  beforeEach(() => {
    vi.useFakeTimers({ now: TEST_NOW });
    backend = new FakeDrafts();
    profile = 'p1';
  });
  afterEach(() => vi.useRealTimers());

  it('saves once, 500 ms after the last of several changes', async () => {
    const draft = make();
    draft.changed({ ...form.empty(), name: 'A' });
    await vi.advanceTimersByTimeAsync(300);
    draft.changed({ ...form.empty(), name: 'Acme' });
    await vi.advanceTimersByTimeAsync(499);
    expect(backend.calls).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(backend.calls).toEqual(['save test/form']);
    expect(backend.kept.get('test/form')?.value).toEqual({ name: 'Acme', count: '', rows: [''] });
  });

  it('says when what was typed was kept, and nothing once the form is emptied or discarded', async () => {
    const draft = make();
    expect(draft.view.savedAt).toBeNull();
    draft.changed({ ...form.empty(), name: 'Acme' });
    await vi.advanceTimersByTimeAsync(500);
    expect(draft.view.savedAt).toBe('2026-03-02T10:42:00.000Z');
    draft.changed(form.empty());
    await vi.advanceTimersByTimeAsync(500);
    expect(draft.view.savedAt).toBeNull();
    draft.changed({ ...form.empty(), name: 'Again' });
    await vi.advanceTimersByTimeAsync(500);
    await draft.discard();
    expect(draft.view.savedAt).toBeNull();
    backend.failSaves = true;
    draft.changed({ ...form.empty(), name: 'Lost?' });
    await vi.advanceTimersByTimeAsync(500);
    expect(draft.view.savedAt).toBeNull();
    expect(draft.view.problem).toMatch(/could not be saved/);
  });

  it('does not save the empty form it opened with, and removes the draft when the form is emptied by hand', async () => {
    const draft = make();
    draft.changed(form.empty());
    await vi.advanceTimersByTimeAsync(1000);
    expect(backend.calls).toEqual([]);
    draft.changed({ ...form.empty(), name: 'x' });
    await vi.advanceTimersByTimeAsync(500);
    draft.changed(form.empty());
    await vi.advanceTimersByTimeAsync(500);
    expect(backend.calls).toEqual(['save test/form', 'remove test/form']);
  });

  it('saves a waiting change at once when the form goes away', async () => {
    const draft = make();
    draft.changed({ ...form.empty(), count: '3' });
    await draft.flush();
    expect(backend.kept.get('test/form')?.value).toMatchObject({ count: '3' });
    await vi.advanceTimersByTimeAsync(1000);
    expect(backend.calls).toEqual(['save test/form']);
  });

  it('restores the kept values with fresh row keys and says when they were saved', async () => {
    backend.kept.set('test/form', {
      formKey: 'test/form',
      value: { name: 'Acme', count: '2', rows: ['a', 'b'] },
      savedAt: '2026-03-02T10:42:00.000Z',
    });
    const draft = make();
    const values = await draft.restore();
    expect(values?.name).toBe('Acme');
    expect(values?.rows.map((r) => r.text)).toEqual(['a', 'b']);
    expect(new Set(values?.rows.map((r) => r.key)).size).toBe(2);
    expect(draft.view.restoredFrom).toBe('2026-03-02T10:42:00.000Z');
    expect(draft.view.note).toBeNull();
    // Showing the restored values is not a change: nothing is saved again.
    draft.changed(values as Values);
    await vi.advanceTimersByTimeAsync(1000);
    expect(backend.calls).toEqual(['get test/form']);
  });

  it('keeps what fits of a draft from an older form and says what was left out', async () => {
    backend.kept.set('test/form', {
      formKey: 'test/form',
      value: { name: 'Acme', count: 7, rows: 'not a list', retired: true },
      savedAt: '2026-03-02T10:42:00.000Z',
    });
    const draft = make();
    const values = await draft.restore();
    expect(values?.name).toBe('Acme');
    expect(values?.count).toBe('');
    expect(values?.rows.map((r) => r.text)).toEqual(['']);
    expect(draft.view.note).toMatch(/left out: count, rows/);
  });

  it('opens empty, with a note, when the kept draft is not a form at all', async () => {
    backend.kept.set('test/form', { formKey: 'test/form', value: 'garbage', savedAt: '2026-03-02T10:42:00.000Z' });
    const draft = make();
    expect(await draft.restore()).toBeNull();
    expect(draft.view.note).toMatch(/could not be used/);
  });

  it('removes the draft when the form is sent, and saves again only after a new change', async () => {
    const draft = make();
    const typed = { ...form.empty(), name: 'Acme' };
    draft.changed(typed);
    await draft.flush();
    await draft.sent(typed);
    expect(backend.kept.has('test/form')).toBe(false);
    draft.changed(typed);
    await vi.advanceTimersByTimeAsync(1000);
    expect(backend.calls).toEqual(['save test/form', 'remove test/form']);
    draft.changed({ ...typed, count: '1' });
    await vi.advanceTimersByTimeAsync(500);
    expect(backend.kept.get('test/form')?.value).toMatchObject({ name: 'Acme', count: '1' });
  });

  it('drops a change waiting to be saved when the operator discards the draft', async () => {
    const draft = make();
    draft.changed({ ...form.empty(), name: 'Acme' });
    await draft.discard();
    await vi.advanceTimersByTimeAsync(1000);
    expect(backend.calls).toEqual(['remove test/form']);
  });

  it('never saves a change typed under one profile into another', async () => {
    const draft = make();
    draft.changed({ ...form.empty(), name: 'typed under p1' });
    profile = 'p2';
    await vi.advanceTimersByTimeAsync(1000);
    expect(backend.calls).toEqual([]);
  });

  it('says a failed save next to the form and keeps going', async () => {
    backend.failSaves = true;
    const draft = make();
    draft.changed({ ...form.empty(), name: 'Acme' });
    await vi.advanceTimersByTimeAsync(500);
    expect(draft.view.problem).toMatch(/could not be saved.*disk full/);
    backend.failSaves = false;
    draft.changed({ ...form.empty(), name: 'Acme2' });
    await vi.advanceTimersByTimeAsync(500);
    expect(draft.view.problem).toBeNull();
  });
});

describe('fitDraft', () => {
  const schema = z.object({ a: z.string(), b: z.array(z.number()) });
  const empty = { a: '', b: [] as number[] };

  it('keeps a draft that fits whole', () => {
    expect(fitDraft(schema, { a: 'x', b: [1] }, empty)).toEqual({
      draft: { a: 'x', b: [1] },
      dropped: [],
      unusable: false,
    });
  });

  it('drops only the fields that do not fit, and ignores fields the form no longer has', () => {
    const fitted = fitDraft(schema, { a: 'x', b: [1, 'two'], gone: 1 }, empty);
    expect(fitted).toEqual({ draft: { a: 'x', b: [] }, dropped: ['b'], unusable: false });
    expect(fitNote(fitted, { a: () => 'a', b: () => 'b' })).toBe(
      'Part of the saved draft no longer fits this form and was left out: b.',
    );
  });

  it('calls a draft with none of the fields unusable', () => {
    expect(fitDraft(schema, { other: 1 }, empty).unusable).toBe(true);
    expect(fitDraft(schema, null, empty).unusable).toBe(true);
    expect(fitDraft(schema, [1], empty).unusable).toBe(true);
  });
});

describe('a draft’s notes in Spanish', () => {
  it('says what was left out, what could not be used, and an error of unknown cause, in Spanish', () => {
    useLanguageSource(() => 'es');
    try {
      const rating = ratingDraftForm(formModes.boxes, () => '2026-03-02');
      const keptRating = { ...rating.toDraft(rating.empty()), goodsValue: 1250, currency: null };
      expect(fitNote(fitDraft(rating.schema, keptRating, rating.toDraft(rating.empty())), rating.fieldNames)).toBe(
        'Parte del borrador guardado ya no encaja en este formulario y se dejó fuera: Valor de la mercancía, Moneda.',
      );
      const booking = bookingDraftForm('sea-fcl', 'Q-1', () => emptyDraft('sea-fcl'));
      const keptBooking = { ...booking.toDraft(booking.empty()), containers: 'two', isActiveTracking: 'yes' };
      expect(fitNote(fitDraft(booking.schema, keptBooking, booking.toDraft(booking.empty())), booking.fieldNames)).toBe(
        'Parte del borrador guardado ya no encaja en este formulario y se dejó fuera: Hacer seguimiento de este envío, Contenedores y carga.',
      );
      expect(fitNote({ unusable: true, dropped: [] }, form.fieldNames)).toBe(
        'El borrador guardado era de una versión anterior de este formulario y no se pudo usar.',
      );
      expect(AppError.from('no es un Error').message).toBe('Ocurrió algo inesperado.');
    } finally {
      useLanguageSource(() => 'en');
    }
  });
});
