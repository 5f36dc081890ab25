/**
* | output |
* | --- |
* | "A status is at most {max} characters" |
*
* @param {Tracking_Field_Status_Too_LongInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_field_status_too_long: ((inputs: Tracking_Field_Status_Too_LongInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Field_Status_Too_LongInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Tracking_Field_Status_Too_LongInputs = {
    max: NonNullable<unknown>;
};
