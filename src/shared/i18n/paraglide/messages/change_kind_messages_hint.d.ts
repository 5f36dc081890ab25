/**
* | output |
* | --- |
* | "New messages found when a shipment’s messages are fetched in the background (not while you read them)." |
*
* @param {Change_Kind_Messages_HintInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const change_kind_messages_hint: ((inputs?: Change_Kind_Messages_HintInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Change_Kind_Messages_HintInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Change_Kind_Messages_HintInputs = {};
