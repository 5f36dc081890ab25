/**
* | output |
* | --- |
* | "No tracking messages of this shipment" |
*
* @param {Tracking_Messages_None_Of_ThisInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_messages_none_of_this: ((inputs?: Tracking_Messages_None_Of_ThisInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Messages_None_Of_ThisInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Tracking_Messages_None_Of_ThisInputs = {};
