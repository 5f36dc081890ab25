/**
* | output |
* | --- |
* | "General cargo" |
*
* @param {Tariffs_Template_General_CargoInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tariffs_template_general_cargo: ((inputs?: Tariffs_Template_General_CargoInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tariffs_Template_General_CargoInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Tariffs_Template_General_CargoInputs = {};
