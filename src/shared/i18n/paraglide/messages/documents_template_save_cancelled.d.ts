/**
* | output |
* | --- |
* | "Not saved: the save of the {name} template was cancelled." |
*
* @param {Documents_Template_Save_CancelledInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const documents_template_save_cancelled: ((inputs: Documents_Template_Save_CancelledInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Documents_Template_Save_CancelledInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Documents_Template_Save_CancelledInputs = {
    name: NonNullable<unknown>;
};
