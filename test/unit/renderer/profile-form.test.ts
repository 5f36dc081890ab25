import { describe, expect, it } from 'vitest';
import {
  credentialsRequired,
  emptyProfileForm,
  movesOrigin,
  toProfileInput,
  validateProfileForm,
} from '@renderer/screens/settings/profile-form';

const filled = { name: 'Production', baseUrl: 'https://api.example.com', apiKey: 'key-1', apiSecret: 's3cret' };
const saved = { baseUrl: 'https://api.example.com' };

describe('validateProfileForm', () => {
  it('asks for every field of a new profile', () => {
    expect(validateProfileForm(emptyProfileForm(), null)).toEqual({
      name: 'Name is required',
      baseUrl: 'Base URL is required',
      apiKey: 'API key is required',
      apiSecret: 'API secret is required',
    });
  });

  it('accepts a complete new profile', () => {
    expect(validateProfileForm(filled, null)).toEqual({});
  });

  it('refuses plain http except on this computer', () => {
    expect(validateProfileForm({ ...filled, baseUrl: 'http://api.example.com' }, null).baseUrl).toMatch(/https/);
    expect(validateProfileForm({ ...filled, baseUrl: 'http://127.0.0.1:8080' }, null)).toEqual({});
  });

  it('lets an edit keep the stored credentials, but not replace only one of them', () => {
    expect(validateProfileForm({ ...filled, apiKey: '', apiSecret: '' }, saved)).toEqual({});
    expect(Object.keys(validateProfileForm({ ...filled, apiSecret: '' }, saved))).toEqual(['apiSecret']);
  });
});

describe('an edit that moves the profile to another origin', () => {
  const kept = { ...filled, apiKey: '', apiSecret: '' };

  it('requires a new key and secret, saying where the stored ones go', () => {
    for (const baseUrl of ['https://api2.example.com', 'https://api.example.com:8443', 'http://localhost']) {
      const values = { ...kept, baseUrl };
      expect(credentialsRequired(values, saved)).toBe(true);
      expect(validateProfileForm(values, saved)).toEqual({
        apiKey: expect.stringContaining('the stored one is sent only to https://api.example.com'),
        apiSecret: expect.stringContaining('the stored one is sent only to https://api.example.com'),
      });
    }
    expect(validateProfileForm({ ...filled, baseUrl: 'https://api2.example.com' }, saved)).toEqual({});
  });

  it('keeps the stored ones for another path on the same origin, however it is written', () => {
    for (const baseUrl of ['https://api.example.com/v2', 'https://API.example.com:443/', 'https://api.example.com']) {
      expect(credentialsRequired({ ...kept, baseUrl }, saved)).toBe(false);
      expect(validateProfileForm({ ...kept, baseUrl }, saved)).toEqual({});
    }
  });

  it('does not ask before the new address is a URL', () => {
    expect(movesOrigin({ ...kept, baseUrl: 'https://' }, saved)).toBe(false);
    expect(movesOrigin({ ...kept, baseUrl: 'api2.example' }, saved)).toBe(false);
    expect(movesOrigin({ ...kept, baseUrl: 'https://api2.example' }, null)).toBe(false);
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
