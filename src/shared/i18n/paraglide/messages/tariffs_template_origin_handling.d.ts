/**
* | output |
* | --- |
* | "Terminal handling, origin" |
*
* @param {Tariffs_Template_Origin_HandlingInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tariffs_template_origin_handling: ((inputs?: Tariffs_Template_Origin_HandlingInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tariffs_Template_Origin_HandlingInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Tariffs_Template_Origin_HandlingInputs = {};
