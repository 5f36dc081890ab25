/**
* | output |
* | --- |
* | "A status to filter by is empty" |
*
* @param {Tracking_Field_Status_EmptyInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_field_status_empty: ((inputs?: Tracking_Field_Status_EmptyInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Field_Status_EmptyInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Tracking_Field_Status_EmptyInputs = {};
