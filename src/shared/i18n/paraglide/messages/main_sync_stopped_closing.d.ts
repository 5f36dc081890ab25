/**
* | output |
* | --- |
* | "The shipment list sync stopped: the app is closing." |
*
* @param {Main_Sync_Stopped_ClosingInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const main_sync_stopped_closing: ((inputs?: Main_Sync_Stopped_ClosingInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Main_Sync_Stopped_ClosingInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Main_Sync_Stopped_ClosingInputs = {};
