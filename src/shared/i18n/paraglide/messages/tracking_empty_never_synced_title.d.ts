/**
* | output |
* | --- |
* | "The shipment list was never synced" |
*
* @param {Tracking_Empty_Never_Synced_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_empty_never_synced_title: ((inputs?: Tracking_Empty_Never_Synced_TitleInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Empty_Never_Synced_TitleInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Tracking_Empty_Never_Synced_TitleInputs = {};
