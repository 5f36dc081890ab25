/**
* | output |
* | --- |
* | "empty return" |
*
* @param {Change_Stop_Empty_ReturnInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const change_stop_empty_return: ((inputs?: Change_Stop_Empty_ReturnInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Change_Stop_Empty_ReturnInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Change_Stop_Empty_ReturnInputs = {};
