/**
* | output |
* | --- |
* | "one of {values}" |
*
* @param {Request_Field_Kind_One_OfInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const request_field_kind_one_of: ((inputs: Request_Field_Kind_One_OfInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Request_Field_Kind_One_OfInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Request_Field_Kind_One_OfInputs = {
    values: NonNullable<unknown>;
};
