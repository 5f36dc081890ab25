/**
* | output |
* | --- |
* | "Route" |
*
* @param {Documents_Picker_Col_RouteInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const documents_picker_col_route: ((inputs?: Documents_Picker_Col_RouteInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Documents_Picker_Col_RouteInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Documents_Picker_Col_RouteInputs = {};
