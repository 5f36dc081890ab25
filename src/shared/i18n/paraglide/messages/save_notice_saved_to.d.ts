/**
* | output |
* | --- |
* | "Saved to {where}" |
*
* @param {Save_Notice_Saved_ToInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const save_notice_saved_to: ((inputs: Save_Notice_Saved_ToInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Save_Notice_Saved_ToInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Save_Notice_Saved_ToInputs = {
    where: NonNullable<unknown>;
};
