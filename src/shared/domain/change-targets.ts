import type { OpenTarget } from '../ipc/channels/app';
import type { ShipmentChange } from './shipment-changes';

/**
 * Tracking's address parameter saying how many of the open shipment's
 * messages are new (the newest ones): its detail shows them marked, in view.
 */
export const NEW_MESSAGES_PARAM = 'newMessages';

/**
 * What a line or a notice about one change opens: its record, never a list
 * narrowed for it that the operator would then have to clear. One rule for
 * Today, Tracking's list of changes and the notifications alike.
 */
export function changeTarget(change: ShipmentChange): OpenTarget {
  switch (change.kind) {
    case 'document-validation':
      return { screen: 'documents', params: { shipment: change.shipmentId } };
    case 'messages':
      return change.shipmentId
        ? { screen: 'tracking', params: { shipment: change.shipmentId, [NEW_MESSAGES_PARAM]: String(change.newCount) } }
        : // The list holds no shipment of that code (yet): the search for it is the one way to find it.
          { screen: 'tracking', params: { q: change.shipmentCode } };
    default:
      return { screen: 'tracking', params: { shipment: change.shipmentId } };
  }
}
