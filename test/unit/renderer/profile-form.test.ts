import { describe, expect, it } from 'vitest';
import {
  emptyProfileForm,
  toProfileInput,
  validateProfileForm,
} from '../../../src/renderer/src/screens/settings/profile-form';

const filled = { name: 'Production', baseUrl: 'https://api.example.com', apiKey: 'key-1', apiSecret: 's3cret' };

describe('validateProfileForm', () => {
  it('asks for every field of a new profile', () => {
    expect(validateProfileForm(emptyProfileForm(), false)).toEqual({
      name: 'Name is required',
      baseUrl: 'Base URL is required',
      apiKey: 'API key is required',
      apiSecret: 'API secret is required',
    });
  });

  it('accepts a complete new profile', () => {
    expect(validateProfileForm(filled, false)).toEqual({});
  });

  it('refuses plain http except on this computer', () => {
    expect(validateProfileForm({ ...filled, baseUrl: 'http://api.example.com' }, false).baseUrl).toMatch(/https/);
    expect(validateProfileForm({ ...filled, baseUrl: 'http://127.0.0.1:8080' }, false)).toEqual({});
  });

  it('lets an edit keep the stored credentials, but not replace only one of them', () => {
    expect(validateProfileForm({ ...filled, apiKey: '', apiSecret: '' }, true)).toEqual({});
    expect(Object.keys(validateProfileForm({ ...filled, apiSecret: '' }, true))).toEqual(['apiSecret']);
  });
});

describe('toProfileInput', () => {
  it('sends credentials only when typed, so an edit keeps the stored ones', () => {
    expect(toProfileInput({ ...filled, apiKey: ' ', apiSecret: '' }, 'p1')).toEqual({
      id: 'p1',
      name: 'Production',
      baseUrl: 'https://api.example.com',
    });
    expect(toProfileInput(filled)).toEqual(filled);
  });
});
