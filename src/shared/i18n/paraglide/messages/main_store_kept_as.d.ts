/**
* | output |
* | --- |
* | "The damaged file was set aside unchanged as {keptAs}, and a new store is filled again from the service: the shipment list by the next sync, other records as ..." |
*
* @param {Main_Store_Kept_AsInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const main_store_kept_as: ((inputs: Main_Store_Kept_AsInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Main_Store_Kept_AsInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Main_Store_Kept_AsInputs = {
    keptAs: NonNullable<unknown>;
};
