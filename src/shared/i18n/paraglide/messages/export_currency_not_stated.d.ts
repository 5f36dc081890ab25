/**
* | output |
* | --- |
* | "(currency not stated)" |
*
* @param {Export_Currency_Not_StatedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const export_currency_not_stated: ((inputs?: Export_Currency_Not_StatedInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Export_Currency_Not_StatedInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Export_Currency_Not_StatedInputs = {};
