/**
* | output |
* | --- |
* | "offset must be a whole number from 0, not {offset}." |
*
* @param {Main_Store_Page_OffsetInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const main_store_page_offset: ((inputs: Main_Store_Page_OffsetInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Main_Store_Page_OffsetInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Main_Store_Page_OffsetInputs = {
    offset: NonNullable<unknown>;
};
