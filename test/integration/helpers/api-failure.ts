import { ApiError } from '@main/api';

/** The ApiError a call fails with (fails the test if it succeeds or throws something else). */
export async function apiFailure(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('expected the call to fail with an ApiError');
}
