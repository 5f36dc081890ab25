/**
* | output |
* | --- |
* | "Part of the saved draft no longer fits this form and was left out: {fields}." |
*
* @param {Draft_Fields_Left_OutInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const draft_fields_left_out: ((inputs: Draft_Fields_Left_OutInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Draft_Fields_Left_OutInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Draft_Fields_Left_OutInputs = {
    fields: NonNullable<unknown>;
};
