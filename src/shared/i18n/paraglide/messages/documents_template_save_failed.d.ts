/**
* | output |
* | --- |
* | "the {name} template was not saved" |
*
* @param {Documents_Template_Save_FailedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const documents_template_save_failed: ((inputs: Documents_Template_Save_FailedInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Documents_Template_Save_FailedInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Documents_Template_Save_FailedInputs = {
    name: NonNullable<unknown>;
};
