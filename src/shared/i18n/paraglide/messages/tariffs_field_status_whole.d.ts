/**
* | output |
* | --- |
* | "Status must be a whole number" |
*
* @param {Tariffs_Field_Status_WholeInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tariffs_field_status_whole: ((inputs?: Tariffs_Field_Status_WholeInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tariffs_Field_Status_WholeInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Tariffs_Field_Status_WholeInputs = {};
