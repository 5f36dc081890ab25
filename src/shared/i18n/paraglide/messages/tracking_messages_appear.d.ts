/**
* | output |
* | --- |
* | "Messages appear here as the carrier reports the shipment's progress." |
*
* @param {Tracking_Messages_AppearInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_messages_appear: ((inputs?: Tracking_Messages_AppearInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Messages_AppearInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Tracking_Messages_AppearInputs = {};
