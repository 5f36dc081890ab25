/**
* | output |
* | --- |
* | "The data folder is read-only: Freight Desk could not write to {folder}. Make the folder writable (or start Freight Desk with a data folder it can write to), ..." |
*
* @param {Store_Read_OnlyInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const store_read_only: ((inputs: Store_Read_OnlyInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Store_Read_OnlyInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Store_Read_OnlyInputs = {
    folder: NonNullable<unknown>;
};
