/**
* | output |
* | --- |
* | "Saved copy: the file this desk kept was saved to {where}" |
*
* @param {Save_Notice_Saved_CopyInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const save_notice_saved_copy: ((inputs: Save_Notice_Saved_CopyInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Save_Notice_Saved_CopyInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Save_Notice_Saved_CopyInputs = {
    where: NonNullable<unknown>;
};
