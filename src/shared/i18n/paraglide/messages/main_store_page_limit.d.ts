/**
* | output |
* | --- |
* | "limit must be a whole number from 1 to {max}, not {limit}." |
*
* @param {Main_Store_Page_LimitInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const main_store_page_limit: ((inputs: Main_Store_Page_LimitInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Main_Store_Page_LimitInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Main_Store_Page_LimitInputs = {
    max: NonNullable<unknown>;
    limit: NonNullable<unknown>;
};
