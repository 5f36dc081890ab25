/**
* | output |
* | --- |
* | "The shipment list could not be saved to {file} for the sync: {why}" |
*
* @param {Main_Sync_Not_SavedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const main_sync_not_saved: ((inputs: Main_Sync_Not_SavedInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Main_Sync_Not_SavedInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Main_Sync_Not_SavedInputs = {
    file: NonNullable<unknown>;
    why: NonNullable<unknown>;
};
