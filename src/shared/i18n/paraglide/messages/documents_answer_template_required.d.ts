/**
* | output |
* | --- |
* | "Choose which of the shipment’s documents this file is: the service needs it" |
*
* @param {Documents_Answer_Template_RequiredInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const documents_answer_template_required: ((inputs?: Documents_Answer_Template_RequiredInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Documents_Answer_Template_RequiredInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Documents_Answer_Template_RequiredInputs = {};
