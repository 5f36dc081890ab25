/**
* | output |
* | --- |
* | "Ocean freight" |
*
* @param {Tariffs_Template_Ocean_FreightInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tariffs_template_ocean_freight: ((inputs?: Tariffs_Template_Ocean_FreightInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tariffs_Template_Ocean_FreightInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Tariffs_Template_Ocean_FreightInputs = {};
