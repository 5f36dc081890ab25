/**
* | output |
* | --- |
* | "Freight Desk syncs it when you sign in and every few minutes after. Sync now to fetch it." |
*
* @param {Tracking_Empty_Never_Synced_TextInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_empty_never_synced_text: ((inputs?: Tracking_Empty_Never_Synced_TextInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Empty_Never_Synced_TextInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Tracking_Empty_Never_Synced_TextInputs = {};
