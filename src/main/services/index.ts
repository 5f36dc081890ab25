import type { Handlers, ServiceDeps } from './area-handlers';
import { appHandlers } from './app';
import { bookingHandlers } from './booking';
import { documentsHandlers } from './documents';
import { draftsHandlers } from './drafts';
import { filesHandlers } from './files';
import { lookupsHandlers } from './lookups';
import { pricingHandlers } from './pricing';
import { profilesHandlers } from './profiles';
import { quotesHandlers } from './quotes';
import { ratingHandlers } from './rating';
import { sessionHandlers } from './session';
import { settingsHandlers } from './settings';
import { syncHandlers } from './sync';
import { tariffsHandlers } from './tariffs';
import { todayHandlers } from './today';
import { trackingHandlers } from './tracking';

export type { ChannelHandler, Handlers, ServiceDeps } from './area-handlers';

/**
 * Every channel's handler: one slice per area (services/<area>.ts serves the
 * channels named <area>.*), merged. Typed as the whole table, so an area
 * missing here fails the type check.
 */
export function createHandlers(deps: ServiceDeps): Handlers {
  return {
    ...profilesHandlers(deps),
    ...sessionHandlers(deps),
    ...ratingHandlers(deps),
    ...quotesHandlers(deps),
    ...bookingHandlers(deps),
    ...trackingHandlers(deps),
    ...documentsHandlers(deps),
    ...tariffsHandlers(deps),
    ...lookupsHandlers(deps),
    ...filesHandlers(deps),
    ...appHandlers(deps),
    ...syncHandlers(deps),
    ...settingsHandlers(deps),
    ...draftsHandlers(deps),
    ...todayHandlers(deps),
    ...pricingHandlers(deps),
  };
}
