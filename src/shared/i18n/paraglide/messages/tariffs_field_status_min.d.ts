/**
* | output |
* | --- |
* | "Status must be 0 or more" |
*
* @param {Tariffs_Field_Status_MinInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tariffs_field_status_min: ((inputs?: Tariffs_Field_Status_MinInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tariffs_Field_Status_MinInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Tariffs_Field_Status_MinInputs = {};
