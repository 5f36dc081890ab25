/**
* | output |
* | --- |
* | "The observations are too long (at most {max} characters)" |
*
* @param {Documents_Field_Observations_Too_LongInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const documents_field_observations_too_long: ((inputs: Documents_Field_Observations_Too_LongInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Documents_Field_Observations_Too_LongInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Documents_Field_Observations_Too_LongInputs = {
    max: NonNullable<unknown>;
};
