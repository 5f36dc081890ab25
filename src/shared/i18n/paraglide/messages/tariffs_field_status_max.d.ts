/**
* | output |
* | --- |
* | "Status must be 99 or less" |
*
* @param {Tariffs_Field_Status_MaxInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tariffs_field_status_max: ((inputs?: Tariffs_Field_Status_MaxInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tariffs_Field_Status_MaxInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Tariffs_Field_Status_MaxInputs = {};
