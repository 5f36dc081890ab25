/**
* | output |
* | --- |
* | "The local store has a shipment row ({row}) without its item: the file is damaged." |
*
* @param {Main_Store_Row_Without_ItemInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const main_store_row_without_item: ((inputs: Main_Store_Row_Without_ItemInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Main_Store_Row_Without_ItemInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Main_Store_Row_Without_ItemInputs = {
    row: NonNullable<unknown>;
};
