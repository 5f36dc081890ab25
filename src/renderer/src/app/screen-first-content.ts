import { trackingFirstContent } from '../screens/tracking/ask-first-rows';
import type { FirstContentHooks } from './first-content';

/** The routes that ask for what they show first as they open (first-content.ts); the others open on their code alone. */
export const screenFirstContent: FirstContentHooks = {
  tracking: trackingFirstContent,
};
