import { z } from 'zod';
import type { OperationResult } from '../../api/operations';
import { quoteType } from '../../api/quotes';
import { channel, none, requiredId } from '../channel';
import type { Kept } from '../kept';

/** Saved quotes: the list (kept, so it reads offline), save a rate as a quote, delete one. */
export const quotesChannels = {
  'quotes.list': channel<Kept<OperationResult<'quotes.list'>>>()(none),
  'quotes.save': channel<OperationResult<'quotes.save'>>()(z.object({ type: quoteType, rateId: requiredId('rateId') })),
  'quotes.delete': channel<OperationResult<'quotes.delete'>>()(
    z.object({ type: quoteType, quoteId: requiredId('quoteId') }),
  ),
} as const;
