import { z } from 'zod';
import { channel } from '../channel';

/** What the app does for the renderer outside its window. */
export const appChannels = {
  /** Opens an http(s) link in the operator's browser; anything else is refused. */
  'app.openExternal': channel<{ opened: boolean }>()(
    z.object({ url: z.string().trim().url('Not a valid link').max(2048) }),
  ),
} as const;
