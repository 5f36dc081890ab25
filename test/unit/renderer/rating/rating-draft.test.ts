import { describe, expect, it } from 'vitest';
import { fitDraft } from '@renderer/lib/form-draft';
import { formModes } from '@renderer/screens/rating/form-modes';
import { ratingDraftForm, ratingFormKey } from '@renderer/screens/rating/rating-draft';
import { emptyRatingForm } from '@renderer/screens/rating/rating-form';

const TODAY = '2026-03-02';

describe('rating form drafts', () => {
  const boxes = ratingDraftForm(formModes.boxes, () => TODAY);

  it('names each mode its own form key', () => {
    expect(ratingFormKey(formModes.boxes)).toBe('rating/boxes');
    expect(ratingFormKey(formModes['sea-fcl'])).toBe('rating/sea-fcl');
  });

  it('keeps what was typed, without the rows’ page-local ids, and gives rows fresh ids back', () => {
    const values = emptyRatingForm(formModes.boxes, TODAY);
    values.origin.address = {
      ...values.origin.address,
      search: '08001 · Barcelona',
      postalCode: '08001',
      city: 'Barcelona',
    };
    values.goodsValue = '1250,50';
    (values.lines[0] as { values: Record<string, string | boolean> }).values.weight = '12.5';
    const kept = boxes.toDraft(values);
    expect(kept.lines).toEqual([expect.objectContaining({ weight: '12.5' })]);
    expect(JSON.stringify(kept)).not.toContain('"id"');

    const back = boxes.fromDraft(boxes.schema.parse(JSON.parse(JSON.stringify(kept))));
    expect(back.origin.address.postalCode).toBe('08001');
    expect(back.goodsValue).toBe('1250,50');
    expect(back.lines[0]?.values.weight).toBe('12.5');
    expect(back.lines[0]?.id).not.toBe(values.lines[0]?.id);
  });

  it('treats the empty form as empty on any day it opens', () => {
    expect(boxes.toDraft(boxes.empty())).toEqual(boxes.toDraft(emptyRatingForm(formModes.boxes, TODAY)));
  });

  it('fits a draft of an older form: a retyped field is left out, a line field of the wrong kind takes its default', () => {
    const empty = boxes.toDraft(boxes.empty());
    const older = {
      ...boxes.toDraft(boxes.empty()),
      goodsDescription: 'Machine parts',
      insurance: 'yes',
      lines: [{ quantity: '3', weight: 7, retiredField: 'x' }],
    };
    const fitted = fitDraft(boxes.schema, older, empty);
    // The line with a number where text is typed does not fit: lines and insurance are named, the rest kept.
    expect([...fitted.dropped].sort()).toEqual(['insurance', 'lines']);
    const values = boxes.fromDraft(fitted.draft);
    expect(values.goodsDescription).toBe('Machine parts');
    expect(values.insurance).toBe(false);
    expect(values.lines).toHaveLength(1);
  });

  it('keeps a line’s known fields and drops fields this kind of line no longer has', () => {
    const draft = { ...boxes.toDraft(boxes.empty()), lines: [{ quantity: '3', retiredField: 'x', weight: '2' }] };
    const values = boxes.fromDraft(boxes.schema.parse(draft));
    expect(values.lines[0]?.values).toMatchObject({ quantity: '3', weight: '2' });
    expect(values.lines[0]?.values).not.toHaveProperty('retiredField');
  });

  it('gives a flag its default when the draft kept text there', () => {
    const fcl = ratingDraftForm(formModes['sea-fcl'], () => TODAY);
    const draft = { ...fcl.toDraft(fcl.empty()), lines: [{ type: 'DRY20', isOwnedContainer: 'yes' }] };
    const values = fcl.fromDraft(fcl.schema.parse(draft));
    expect(values.lines[0]?.values.type).toBe('DRY20');
    expect(values.lines[0]?.values.isOwnedContainer).toBe(false);
  });
});
