import { describe, expect, it } from 'vitest';
import { AppError } from '@renderer/lib/api';
import { PricingFormState } from '@renderer/screens/pricing/pricing-form.svelte';
import { emptyRuleForm, readRuleForm, RULE_FIELDS, type RuleFormValues, type RuleInput } from '@renderer/screens/pricing/rule-form';

/** An element that says when it took the cursor. */
function focusable(name: string, focused: string[]) {
  return { focus: () => focused.push(name) } as unknown as HTMLInputElement; // only focus() is called
}

function ruleForm(send: (input: RuleInput) => Promise<string> = async (input) => input.name) {
  const kept: string[] = [];
  const focused: string[] = [];
  const form = new PricingFormState<RuleFormValues, RuleInput, string>(RULE_FIELDS, send, emptyRuleForm());
  for (const field of ['name', 'carrier', 'percent', 'minimum'] as const) form.inputs[field] = focusable(field, focused);
  const save = () => form.save((values) => readRuleForm(values, null), (name) => kept.push(name));
  return { form, kept, focused, save };
}

describe('PricingFormState', () => {
  it('says a problem the form finds under its field, and puts the cursor on the first in screen order', async () => {
    const { form, kept, focused, save } = ruleForm();
    form.values.percent = 'twelve';
    form.values.minimum = 'lots';
    await save();
    expect(form.errors).toEqual({
      percent: 'A percentage such as 12 or 12.5 (0 to 1000)',
      minimum: 'An amount such as 25 or 25.50',
    });
    expect(focused).toEqual(['percent']);
    expect(kept).toEqual([]);
  });

  it('drops one field’s message when that field is typed, and keeps the others', async () => {
    const { form, save } = ruleForm();
    form.values.percent = 'twelve';
    form.values.minimum = 'lots';
    await save();
    form.clearError('percent');
    expect(Object.keys(form.errors)).toEqual(['minimum']);
  });

  it('puts main’s problems under the field its path names, and what names no field above the buttons', async () => {
    const refusal = new AppError({
      code: 'validation',
      message: 'The rule was refused',
      details: {
        problems: [
          { path: 'scope.carrier', message: 'No carrier has this name' },
          { path: 'scope', message: 'A rule this wide already exists' },
        ],
      },
    });
    const { form, focused, save } = ruleForm(async () => {
      throw refusal;
    });
    form.values.name = 'Sea';
    await save();
    expect(form.errors).toEqual({ carrier: 'No carrier has this name' });
    expect(focused).toEqual(['carrier']);
    expect(form.failure).toBe(refusal);
    expect(form.saving).toBe(false);
  });

  it('sends a form without problems, tells what main kept, and starts over empty on reset', async () => {
    const { form, kept, save } = ruleForm();
    form.values.name = 'Sea standard';
    form.values.percent = '12';
    await save();
    expect(kept).toEqual(['Sea standard']);
    expect(form.errors).toEqual({});
    form.errors = { name: 'x' };
    form.reset(emptyRuleForm());
    expect(form.values.name).toBe('');
    expect(form.errors).toEqual({});
    expect(form.failure).toBeNull();
  });
});
