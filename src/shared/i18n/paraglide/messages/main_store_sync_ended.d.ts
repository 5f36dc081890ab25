/**
* | output |
* | --- |
* | "This sync of the shipment list has ended (finished, cancelled or replaced by a newer one)." |
*
* @param {Main_Store_Sync_EndedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const main_store_sync_ended: ((inputs?: Main_Store_Sync_EndedInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Main_Store_Sync_EndedInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Main_Store_Sync_EndedInputs = {};
