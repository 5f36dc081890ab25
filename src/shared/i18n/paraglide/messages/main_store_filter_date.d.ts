/**
* | output |
* | --- |
* | "{name} \"{value}\" is not a date such as 2026-11-22." |
*
* @param {Main_Store_Filter_DateInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const main_store_filter_date: ((inputs: Main_Store_Filter_DateInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Main_Store_Filter_DateInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Main_Store_Filter_DateInputs = {
    name: NonNullable<unknown>;
    value: NonNullable<unknown>;
};
