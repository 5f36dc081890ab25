import { describe, expect, it } from 'vitest';
import type { ProfileSummary } from '@shared/domain/profile';
import { AppError } from '@renderer/lib/api';
import { ProfileListState, type ProfileListDeps } from '@renderer/screens/settings/profile-list.svelte';

const profile = (id: string, name: string, active = false) =>
  ({ id, name, active, kind: 'service', baseUrl: 'https://api.example', hasCredentials: true }) as ProfileSummary; // the fields the list reads

function list(overrides: Partial<ProfileListDeps> = {}) {
  const calls: string[] = [];
  const deps: ProfileListDeps = {
    activate: async (id) => {
      calls.push(`activate ${id}`);
      return null;
    },
    remove: async (id) => {
      calls.push(`remove ${id}`);
    },
    ...overrides,
  };
  return { state: new ProfileListState(deps), calls };
}

describe('ProfileListState', () => {
  it('marks the profile being switched to until the switch ends', async () => {
    let done: (error: AppError | null) => void = () => undefined;
    const { state } = list({ activate: () => new Promise((resolve) => (done = resolve)) });
    const switching = state.use(profile('p2', 'Madrid office'));
    expect(state.activatingId).toBe('p2');
    done(null);
    await switching;
    expect(state.activatingId).toBeNull();
    expect(state.failedAction).toBeNull();
  });

  it('names the profile a switch failed for', async () => {
    const error = new AppError({ code: 'internal', message: 'The keychain is locked' });
    const { state } = list({ activate: async () => error });
    await state.use(profile('p2', 'Madrid office'));
    expect(state.failedAction).toEqual({ context: 'Could not switch to “Madrid office”', error });
    expect(state.activatingId).toBeNull();
  });

  it('removes a profile only once the operator confirms, then closes the dialog', async () => {
    const { state, calls } = list();
    state.askRemove(profile('p3', 'Old server'));
    expect(state.confirmOpen).toBe(true);
    expect(state.removing?.name).toBe('Old server');
    expect(calls).toEqual([]);
    const removal = state.confirmRemove();
    expect(state.removeBusy).toBe(true);
    await removal;
    expect(calls).toEqual(['remove p3']);
    expect(state.confirmOpen).toBe(false);
    expect(state.removeBusy).toBe(false);
  });

  it('says which profile could not be removed, and why', async () => {
    const { state } = list({
      remove: async () => {
        throw new AppError({ code: 'not-found', message: 'No such profile' });
      },
    });
    state.askRemove(profile('p3', 'Old server'));
    await state.confirmRemove();
    expect(state.failedAction?.context).toBe('Could not remove “Old server”');
    expect(state.failedAction?.error.message).toBe('No such profile');
    expect(state.confirmOpen).toBe(false);
  });

  it('forgets the last failure when the operator tries again', async () => {
    let fail = true;
    const { state } = list({
      activate: async () => (fail ? new AppError({ code: 'internal', message: 'x' }) : null),
    });
    await state.use(profile('p2', 'Madrid office'));
    expect(state.failedAction).not.toBeNull();
    fail = false;
    await state.use(profile('p2', 'Madrid office'));
    expect(state.failedAction).toBeNull();
  });
});
