/**
* | output |
* | --- |
* | "{name} template.{extension}" |
*
* @param {Documents_Template_FileInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const documents_template_file: ((inputs: Documents_Template_FileInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Documents_Template_FileInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Documents_Template_FileInputs = {
    name: NonNullable<unknown>;
    extension: NonNullable<unknown>;
};
