/**
* | output |
* | --- |
* | "From date is required (for example 2026-01-01)" |
*
* @param {Tariffs_Field_From_Date_RequiredInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tariffs_field_from_date_required: ((inputs?: Tariffs_Field_From_Date_RequiredInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tariffs_Field_From_Date_RequiredInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Tariffs_Field_From_Date_RequiredInputs = {};
