/**
* | output |
* | --- |
* | "The shipment list could not be stored: {why}" |
*
* @param {Main_Sync_Not_StoredInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const main_sync_not_stored: ((inputs: Main_Sync_Not_StoredInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Main_Sync_Not_StoredInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Main_Sync_Not_StoredInputs = {
    why: NonNullable<unknown>;
};
