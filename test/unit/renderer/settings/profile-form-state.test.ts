import { describe, expect, it } from 'vitest';
import type { ProfileSummary } from '@shared/domain/profile';
import type { ProfileInput } from '@shared/ipc/channels/profiles';
import { AppError } from '@renderer/lib/api';
import { ProfileFormState } from '@renderer/screens/settings/profile-form-state.svelte';

const stored = (name: string, baseUrl = 'https://api.example.com') =>
  ({ id: 'p1', name, baseUrl, kind: 'service', active: false, hasCredentials: true }) as ProfileSummary; // the fields the form reads

function form(editing: ProfileSummary | null, save?: (input: ProfileInput) => Promise<ProfileSummary>) {
  const sent: ProfileInput[] = [];
  let edited = editing;
  const state = new ProfileFormState(
    () => edited,
    save ??
      (async (input) => {
        sent.push(input);
        return { ...stored(input.name, input.baseUrl), id: input.id ?? 'new' };
      }),
  );
  state.open();
  return { state, sent, edit: (next: ProfileSummary | null) => (edited = next) };
}

describe('ProfileFormState', () => {
  it('starts an edit from the stored name and address, never the secret, and keeps both credentials', async () => {
    const { state, sent } = form(stored('Production'));
    expect(state.form.values).toEqual({ name: 'Production', baseUrl: 'https://api.example.com', apiKey: '', apiSecret: '' });
    expect(state.needsCredentials).toBe(false);
    expect(state.credentialHint('key')).toMatch(/keep/i);
    state.form.values.name = 'Production EU';
    expect(await state.submit()).not.toBeNull();
    expect(sent).toEqual([{ id: 'p1', name: 'Production EU', baseUrl: 'https://api.example.com' }]);
    expect(state.saved).toBe('Production EU');
  });

  it('asks for a new key and secret once the address moves to another server, and says so', async () => {
    const { state, sent } = form(stored('Production'));
    state.form.values.baseUrl = 'https://other.example.net';
    expect(state.moving).toBe(true);
    expect(state.needsCredentials).toBe(true);
    expect(state.savedOrigin).toBe('https://api.example.com');
    expect(state.typedOrigin).toBe('https://other.example.net');
    expect(await state.submit()).toBeNull();
    expect(sent).toEqual([]);
    expect(state.form.errors.apiKey).toBeTruthy();
    expect(state.form.errors.apiSecret).toBeTruthy();
    // Typing the address again withdraws those messages: the next save judges them anew.
    state.baseUrlEdited();
    expect(state.form.errors.apiKey).toBeUndefined();
    expect(state.form.errors.apiSecret).toBeUndefined();
  });

  it('forgets the secret as soon as a new profile is saved', async () => {
    const { state, sent } = form(null);
    Object.assign(state.form.values, { name: 'Lab', baseUrl: 'https://lab.example', apiKey: 'k-1', apiSecret: 's3cret' });
    await state.submit();
    expect(sent[0]).toMatchObject({ name: 'Lab', apiKey: 'k-1', apiSecret: 's3cret' });
    expect(state.form.values).toEqual({ name: '', baseUrl: '', apiKey: '', apiSecret: '' });
    expect(state.saving).toBe(false);
  });

  it('puts main’s refusal under its field, and the rest above the form', async () => {
    const { state } = form(null, async () => {
      throw new AppError({
        code: 'validation',
        message: 'Invalid profile',
        details: {
          problems: [
            { path: 'name', message: 'A profile with this name already exists' },
            { path: '', message: 'The keychain is locked' },
          ],
        },
      });
    });
    Object.assign(state.form.values, { name: 'Lab', baseUrl: 'https://lab.example', apiKey: 'k', apiSecret: 's' });
    expect(await state.submit()).toBeNull();
    expect(state.form.errors.name).toBe('A profile with this name already exists');
    expect(state.formError?.message).toBe('The keychain is locked');
    // The secret stays until the operator either saves or leaves.
    expect(state.form.values.apiSecret).toBe('s');
  });

  it('starts over, empty, when the operator stops editing', () => {
    const { state, edit } = form(stored('Production'));
    state.form.errors = { name: 'Name is required' };
    edit(null);
    state.open();
    expect(state.form.values.name).toBe('');
    expect(state.form.errors).toEqual({});
    expect(state.credentialHint('key')).toBeUndefined();
  });
});
