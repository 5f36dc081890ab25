import { z } from 'zod';
import type { OperationResult } from '../../api/operations';
import { quoteType } from '../../api/quotes';
import { channel, none, requiredId } from '../channel';
import type { Kept } from '../kept';
import type { SavedFile } from './files';
import { quotePdfLanguage, quotePdfLocale } from './rating';

/** Saved quotes: the list (kept, so it reads offline), save a rate as a quote, delete one. */
export const quotesChannels = {
  'quotes.list': channel<Kept<OperationResult<'quotes.list'>>>()(() => none),
  'quotes.save': channel<OperationResult<'quotes.save'>>()(() =>
    z.object({ type: quoteType, rateId: requiredId('rateId') }),
  ),
  'quotes.delete': channel<OperationResult<'quotes.delete'>>()(() =>
    z.object({ type: quoteType, quoteId: requiredId('quoteId') }),
  ),
  /** A saved quote (as last listed) as a one-page quote PDF, saved where the operator chooses. */
  'quotes.pdf': channel<SavedFile>()(() => z.object({ quoteId: requiredId('quoteId'), locale: quotePdfLocale, language: quotePdfLanguage })),
} as const;
